import type { Queryable } from '../db/database';

/** An application was submitted, at this time. */
export interface ApplicationSubmitted {
  applicantId: string;
  submittedAt: Date;
}

/**
 * Runs inside the submit's transaction, so what it writes lands with the submission or not at
 * all; it may return what to do once that transaction has committed (wake the job worker).
 */
export type SubmittedListener = (
  tx: Queryable,
  event: ApplicationSubmitted,
) => Promise<(() => void) | undefined>;

/** The app's listeners to submissions: the submit route announces, others subscribe. */
export class SubmittedListeners {
  private readonly listeners: SubmittedListener[] = [];

  on(listener: SubmittedListener): void {
    this.listeners.push(listener);
  }

  /** Returns the listeners' after-commit steps, for the caller to run once committed. */
  async announce(tx: Queryable, event: ApplicationSubmitted): Promise<(() => void)[]> {
    const afterCommit: (() => void)[] = [];
    for (const listener of this.listeners) {
      const step = await listener(tx, event);
      if (step) afterCommit.push(step);
    }
    return afterCommit;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Who hears of a submission (the staff webhook); the applicant's path knows none of them. */
    applicationSubmitted: SubmittedListeners;
  }
}
