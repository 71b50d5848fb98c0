export interface BalancerOptions {
  /** The port HAProxy listens on (127.0.0.1). */
  port: number;
  /** The server processes' ports on 127.0.0.1. */
  serverPorts: number[];
  /**
   * The session cookie to balance on: every call of a session goes to one server while it is
   * up, so that server's copy of the application (SaveCache) stays current and a save takes one
   * statement; calls without it (sign-up, log-in, health) are spread round robin. Absent: each
   * call goes to the server with the fewest connections.
   */
  sessionCookie?: string;
}

/**
 * HAProxy in front of the server processes. A call is retried on another server only when it
 * never reached one (a refused connection: the process is gone), or, for the idempotent methods
 * (GET, HEAD, PUT, DELETE, OPTIONS), when the server died before answering: a save is a PUT of
 * values, so sending it twice stores the same thing; a submit or a sign-up (POST) is never sent
 * twice. Health checks take a dead process out of the rotation within a second.
 */
export function haproxyConfig({ port, serverPorts, sessionCookie }: BalancerOptions): string {
  const servers = serverPorts.map(
    (serverPort, i) =>
      `  server app${i + 1} 127.0.0.1:${serverPort} check inter 500ms fall 2 rise 2 maxconn 64`,
  );
  return [
    'global',
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  option http-server-close',
    '  option forwardfor',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout queue 30s',
    '  retries 3',
    '  option redispatch 1',
    '',
    'frontend admissions',
    `  bind 127.0.0.1:${port}`,
    '  default_backend servers',
    '',
    'backend servers',
    // Consistent hashing: a server that goes down moves only its own sessions to the others.
    ...(sessionCookie
      ? [`  balance hash req.cook(${sessionCookie})`, '  hash-type consistent']
      : ['  balance leastconn']),
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    '  retry-on conn-failure empty-response response-timeout',
    '  http-request disable-l7-retry unless METH_GET || METH_HEAD || METH_OPTIONS || METH_PUT || METH_DELETE',
    ...servers,
    '',
  ].join('\n');
}
