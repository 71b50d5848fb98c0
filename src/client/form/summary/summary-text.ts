/** The error summary's words (spec section 2). */
export const SUMMARY_TITLE = "We're missing some information!";
export const SUMMARY_TEXT =
  'The links below show what still needs to be completed. Missing items also appear in red on each page. Please fix them and submit your application again.';

/** Developer-only checks (bad configuration errors) run on a local host only (spec section 5). */
export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}
