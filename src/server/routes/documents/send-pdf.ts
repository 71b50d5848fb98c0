import type { FastifyReply } from 'fastify';

/**
 * Sends a PDF as a download. The name is reduced to safe characters for the plain
 * parameter and given in full (RFC 5987) for browsers that read filename*.
 */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string): FastifyReply {
  const plain = fileName.replace(/[^A-Za-z0-9._ -]/g, '_');
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}
