import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SESSION_SNAPSHOT_ID,
  SESSION_SNAPSHOT_READS,
  type SessionSnapshot,
  type SessionSnapshotRead,
} from '../../contracts/session-snapshot';

/**
 * The reads a logged-in page's loader waits for, answered here through the app's own routes
 * (session check, rate limits and all) with the request's cookies: what the browser would
 * have been sent. Only the 200s are kept: a lost session, or any failure, leaves that read to
 * the browser, which reports it as it always did.
 */
export async function readSessionSnapshot(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SessionSnapshot> {
  const reads = Object.entries(SESSION_SNAPSHOT_READS) as [SessionSnapshotRead, string][];
  const answers = await Promise.all(
    reads.map(async ([name, url]) => {
      const response = await app.inject({
        method: 'GET',
        url,
        remoteAddress: request.clientAddress,
        headers: {
          cookie: request.headers.cookie ?? '',
          accept: 'application/json',
          'content-type': 'application/json',
        },
      });
      return response.statusCode === 200 ? [[name, response.json<unknown>()] as const] : [];
    }),
  );
  return Object.fromEntries(answers.flat());
}

/**
 * The snapshot as a JSON data block for the page's <head>, or '' when there is nothing in it.
 * "<" is escaped so no text in the answers can close the element.
 */
export function snapshotElement(snapshot: SessionSnapshot): string {
  if (Object.keys(snapshot).length === 0) return '';
  const json = JSON.stringify(snapshot).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${SESSION_SNAPSHOT_ID}">${json}</script>`;
}
