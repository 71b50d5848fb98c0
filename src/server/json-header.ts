import { HttpError } from './http-error';

/**
 * The JSON value of a request header the browser sends once, refused with 400 `code` ("The
 * {name} header is not accepted: …") when repeated, longer than `maxLength` or not JSON.
 * Undefined when the header is absent. `refuse` words a refusal of its content the same way.
 */
export function readJsonHeader(
  header: string | string[] | undefined,
  { name, code, maxLength }: { name: string; code: string; maxLength: number },
): { value: unknown; refuse: (detail: string) => never } | undefined {
  const refuse = (detail: string): never => {
    throw new HttpError(400, `The ${name} header is not accepted: ${detail}`, { code });
  };
  if (header === undefined) return undefined;
  if (Array.isArray(header)) refuse('send it once.');
  if (header.length > maxLength) refuse('it is too long.');
  try {
    return { value: JSON.parse(header as string) as unknown, refuse };
  } catch {
    return refuse('it is not JSON.');
  }
}
