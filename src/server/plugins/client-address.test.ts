import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { UNKNOWN_ADDRESS, clientAddress } from './client-address';

interface Seen {
  ip: string | undefined;
  clientAddress: string;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Resolves once the request's client has hung up and its socket is gone. */
function clientGone(request: FastifyRequest): Promise<void> {
  const socket = request.raw.socket;
  return socket.destroyed ? Promise.resolve() : new Promise((done) => socket.once('close', done));
}

/**
 * A server whose one route reports the addresses it sees once its client has hung up;
 * `beforeArrival` runs ahead of the plugin's hook, as a slow step before it would.
 */
async function serverSeeing(beforeArrival?: (request: FastifyRequest) => Promise<void>) {
  let report: (seen: Seen) => void = () => {};
  const seen = new Promise<Seen>((done) => (report = done));
  let entered: () => void = () => {};
  const handlerEntered = new Promise<void>((done) => (entered = done));
  app = Fastify();
  if (beforeArrival) app.addHook('onRequest', beforeArrival);
  await app.register(clientAddress);
  app.get('/slow', async (request) => {
    entered();
    await clientGone(request);
    report({ ip: request.ip as string | undefined, clientAddress: request.clientAddress });
    return {};
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { port, seen, handlerEntered };
}

/** Sends GET /slow and returns the client's socket, left open. */
function requestSlow(port: number) {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write('GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
  return socket;
}

describe('clientAddress', () => {
  it('keeps the address read on arrival after the client has hung up', async () => {
    const { port, seen, handlerEntered } = await serverSeeing();
    const socket = requestSlow(port);
    await handlerEntered;
    socket.destroy();
    expect((await seen).clientAddress).toBe('127.0.0.1');
  });

  it('says the address is unknown when the client hung up before it could be read', async () => {
    const client: { socket?: Socket } = {};
    const { port, seen } = await serverSeeing(async (request) => {
      client.socket?.destroy();
      await clientGone(request);
    });
    client.socket = requestSlow(port);
    // Fastify's own reading is gone too: what a route read late, before the plugin.
    expect(await seen).toEqual({ ip: undefined, clientAddress: UNKNOWN_ADDRESS });
  });
});
