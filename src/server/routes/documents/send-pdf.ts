import type { FastifyReply } from 'fastify';

/**
 * How a PDF is sent: a download, or shown in a frame of our own pages (the staff viewer beside
 * the answers), which every other response forbids (frame-ancestors 'none').
 */
export type PdfDisposition = 'attachment' | 'inline';

/** The policy of a PDF shown in a frame: our pages may frame it; it loads nothing itself. */
const FRAMED_PDF_POLICY = "default-src 'none'; frame-ancestors 'self'";

/**
 * Sends a PDF as a download, or inline for a frame. The name is reduced to safe characters for
 * the plain parameter and given in full (RFC 5987) for browsers that read filename*.
 */
export function sendPdf(
  reply: FastifyReply,
  pdf: Buffer,
  fileName: string,
  disposition: PdfDisposition = 'attachment',
): FastifyReply {
  const plain = fileName.replace(/[^A-Za-z0-9._ -]/g, '_');
  if (disposition === 'inline') reply.header('content-security-policy', FRAMED_PDF_POLICY);
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `${disposition}; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}
