import { randomUUID } from 'node:crypto';
import type { StaffDecision } from '../../../contracts/staff-review';
import { mergeLetter, site, type DecisionOption } from '../../../engine';
import type { Database } from '../../db/database';
import { enqueueJob } from '../../jobs/job-queue';
import { decisionsRepository, type DecisionRow } from '../../repositories/decisions';
import { letterValues } from './letter-values';

/** The job that tells the applicant a decision is there, run at its release. */
export const DECISION_MAIL_JOB = 'decision_mail';

export interface DecisionMailPayload {
  applicant_id: string;
  decision_id: string;
}

export function staffDecision(row: DecisionRow, now: Date): StaffDecision {
  return {
    decision: row.decision,
    letter: row.letter,
    release_at: new Date(row.release_at).toISOString(),
    released: new Date(row.release_at).getTime() <= now.getTime(),
    decided_by: row.decided_by,
    decided_at: new Date(row.decided_at).toISOString(),
  };
}

/** The decision of this id among those the live form version's site.json offers. */
export function officeDecision(id: string): DecisionOption | undefined {
  return site.decisions.find((option) => option.id === id);
}

/**
 * Records an admin's decision (replacing any earlier one) and queues its e-mail for the release
 * time, in one transaction: the applicant sees it and hears of it from release_at on, not before.
 * Without a letter the decision's own text (site.json `decisions`) is the letter. Its fields
 * (`{given_name}` …) are filled in here, so the letter recorded is the one the applicant reads.
 */
export async function recordDecision(
  db: Database,
  input: {
    applicantId: string;
    decision: string;
    letter?: string;
    releaseAt?: Date;
    staff: { id: string; username: string };
    now: Date;
  },
): Promise<StaffDecision> {
  const option = officeDecision(input.decision);
  const releaseAt = input.releaseAt ?? input.now;
  const id = randomUUID();
  const letter = await db.transaction(async (tx) => {
    const merged = mergeLetter(
      input.letter ?? option?.letter ?? '',
      await letterValues(tx, input.applicantId, option?.label ?? input.decision),
    );
    await decisionsRepository(tx).record({
      id,
      applicantId: input.applicantId,
      decision: input.decision,
      letter: merged,
      releaseAt,
      staffId: input.staff.id,
      now: input.now,
    });
    const payload: DecisionMailPayload = { applicant_id: input.applicantId, decision_id: id };
    await enqueueJob(tx, DECISION_MAIL_JOB, { ...payload }, input.now, releaseAt);
    return merged;
  });
  return staffDecision(
    {
      id,
      decision: input.decision,
      letter,
      release_at: releaseAt,
      decided_by: input.staff.username,
      decided_at: input.now,
    },
    input.now,
  );
}
