import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Sends the staff workspace's replies brotli or gzip, as the browser asks: a draft's impact on
 * 100,000 applications is a 23 MB reply and their CSV export 209 MB, and the lists and an
 * application's read run to tens of KB. Big replies and streams are compressed on libuv's
 * threads, not the event loop; a stream that fails mid-way still cuts the response, or is an
 * error reply if no byte has left (tests/api/staff-export-cut.test.ts). Called by
 * each staff route plugin before its routes (the compress plugin applies to the context that
 * registers it). An applicant's own calls stay as they are: the save's CPU is counted (issue 31).
 */
export async function compressStaffReplies(app: FastifyInstance): Promise<void> {
  await app.register(compress, { encodings: ['br', 'gzip'] });
}
