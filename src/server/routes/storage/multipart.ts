/** One part of a multipart/form-data body. */
export interface FormPart {
  name: string;
  filename: string | undefined;
  contentType: string | undefined;
  data: Buffer;
}

export class MultipartError extends Error {}

const MAX_PARTS = 32;
const MAX_HEADER_BYTES = 4096;

/** The boundary of a `multipart/form-data; boundary=...` header, or undefined. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const match =
    /^multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(
      contentType ?? '',
    );
  return match ? (match[1] ?? match[2]) : undefined;
}

function headerParam(header: string, param: string): string | undefined {
  const match =
    new RegExp(`;\\s*${param}="([^"]*)"`, 'i').exec(header) ??
    new RegExp(`;\\s*${param}=([^\\s;]+)`, 'i').exec(header);
  return match?.[1];
}

/**
 * Splits a whole buffered body (the route caps its size) into parts. Only what a browser's
 * FormData produces is needed: each part has a Content-Disposition with a name, and an
 * optional Content-Type. Anything else is a MultipartError, never a crash.
 */
export function parseMultipart(body: Buffer, boundary: string): FormPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FormPart[] = [];
  let position = body.indexOf(delimiter);
  if (position !== 0) throw new MultipartError('The upload body does not start with its boundary.');
  for (;;) {
    position += delimiter.length;
    if (body.subarray(position, position + 2).toString() === '--') return parts;
    if (body.subarray(position, position + 2).toString() !== '\r\n')
      throw new MultipartError('The upload body is malformed.');
    position += 2;
    const headerEnd = body.indexOf('\r\n\r\n', position);
    if (headerEnd < 0 || headerEnd - position > MAX_HEADER_BYTES)
      throw new MultipartError('A part of the upload has no headers.');
    const headers = body.subarray(position, headerEnd).toString('utf8').split('\r\n');
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4);
    if (next < 0) throw new MultipartError('The upload body ends too early.');
    const disposition = headers.find((h) => /^content-disposition:/i.test(h));
    const name = disposition ? headerParam(disposition, 'name') : undefined;
    if (!disposition || name === undefined)
      throw new MultipartError('A part of the upload has no name.');
    const type = headers.find((h) => /^content-type:/i.test(h));
    parts.push({
      name,
      filename: headerParam(disposition, 'filename'),
      contentType: type?.slice(type.indexOf(':') + 1).trim(),
      data: body.subarray(headerEnd + 4, next),
    });
    if (parts.length > MAX_PARTS) throw new MultipartError('The upload has too many parts.');
    position = next + 2;
  }
}
