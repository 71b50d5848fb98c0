import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ChildReply, ChildRequest } from './child';

const CHILD = fileURLToPath(new URL('./child.ts', import.meta.url));

/**
 * Sends one file at a time to a converting child process and waits at most `limitMs` for the
 * answer. A child that goes over the limit or dies is killed and replaced; its file gets no
 * reply (a crash or hang).
 */
export class ChildRunner {
  private child: ChildProcess | undefined;

  constructor(private readonly limitMs: number) {}

  private start(): ChildProcess {
    this.child ??= fork(CHILD, { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    return this.child;
  }

  private stop(): void {
    this.child?.kill('SIGKILL');
    this.child = undefined;
  }

  convert(request: ChildRequest): Promise<ChildReply | undefined> {
    const child = this.start();
    return new Promise((resolve) => {
      const done = (reply: ChildReply | undefined) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (!reply) this.stop();
        resolve(reply);
      };
      const onMessage = (reply: ChildReply) => done(reply);
      const onExit = () => done(undefined);
      const timer = setTimeout(() => done(undefined), this.limitMs);
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(request);
    });
  }

  close(): void {
    this.stop();
  }
}
