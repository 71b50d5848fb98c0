/** Resolves on the event loop's next check phase, after pending I/O has been polled. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A promise queue: PGlite is one connection, so callers take turns (a transaction holds it
 * throughout). Each task starts on a later turn of the event loop, not in the microtask that
 * ended the previous one: PGlite works synchronously, so a queue chained through microtasks
 * alone ran every queued query back to back after each I/O callback, and under load the server
 * accepted one new connection per drained queue (a few hundred ms each); a client whose
 * connection waited in the backlog timed out after 10 s. Yielding lets accepts and reads in
 * between, so new requests join the queue's tail in order.
 */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(nextTurn).then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
