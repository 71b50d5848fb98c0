/** Developer-only checks (bad configuration errors) run on a local host only (spec section 5). */
export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}
