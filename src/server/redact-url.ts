/** Query parameters that carry a secret: drafts, service tokens, reset links. */
const SECRET_PARAMS = ['token', 'service_token', 'id'];

/** The URL with secret query values replaced, for logs: a log line must not open an application. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  let changed = false;
  for (const name of SECRET_PARAMS) {
    if (params.has(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryAt)}?${params.toString()}` : url;
}
