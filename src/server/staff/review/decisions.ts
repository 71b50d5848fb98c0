import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../contracts/language';
import type { StaffDecision } from '../../../contracts/staff-review';
import {
  activeDefinitions,
  letterTemplate,
  mergeLetter,
  site,
  type DecisionOption,
} from '../../../engine';
import { readAnswers } from '../../application/answers';
import type { Database, Queryable } from '../../db/database';
import { applicationVersionSet } from '../../forms/definition-sets';
import { enqueueJob } from '../../jobs/job-queue';
import { applicantsRepository } from '../../repositories/applicants';
import { decisionsRepository, type DecisionRow } from '../../repositories/decisions';
import { letterSets, letterValuesIn } from './letter-values';

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
    applicant_language: row.applicant_language,
    applicant_letter: row.applicant_letter,
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
 * The letter merged in every language an applicant may read: site.json's letter (the decision's
 * own, or one given word for word) in its translation, an admin's own letter as written; its
 * fields filled with the values in that language (the entry term's and the decision's labels).
 */
async function lettersByLanguage(
  db: Queryable,
  applicantId: string,
  decision: string,
  given: string | undefined,
): Promise<Record<Language, string>> {
  const english = activeDefinitions();
  const answers = await readAnswers(db, applicantId);
  const own = await applicationVersionSet(db, applicantId);
  const letters = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    const sets = await letterSets(own, language);
    letters[language] = mergeLetter(
      letterTemplate(given, decision, english.site, sets.live.site),
      letterValuesIn(sets, answers, applicantId, decision),
    );
  }
  return letters;
}

/**
 * Records an admin's decision (replacing any earlier one) and queues its e-mail for the release
 * time, in one transaction: the applicant sees it and hears of it from release_at on, not before.
 * Without a letter the decision's own text (site.json `decisions`) is the letter. Its fields
 * (`{given_name}` …) are filled in here, in every language, so the letter recorded is the one the
 * applicant reads, in their account's language when they read it; staff read the English one.
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
  const releaseAt = input.releaseAt ?? input.now;
  const id = randomUUID();
  const { letters, language } = await db.transaction(async (tx) => {
    const letters = await lettersByLanguage(tx, input.applicantId, input.decision, input.letter);
    await decisionsRepository(tx).record({
      id,
      applicantId: input.applicantId,
      decision: input.decision,
      letter: letters.en,
      applicantLetters: letters,
      releaseAt,
      staffId: input.staff.id,
      now: input.now,
    });
    const payload: DecisionMailPayload = { applicant_id: input.applicantId, decision_id: id };
    await enqueueJob(tx, DECISION_MAIL_JOB, { ...payload }, input.now, releaseAt);
    const language =
      (await applicantsRepository(tx).language(input.applicantId)) ?? DEFAULT_LANGUAGE;
    return { letters, language };
  });
  return staffDecision(
    {
      id,
      decision: input.decision,
      letter: letters.en,
      applicant_language: language,
      applicant_letter: letters[language],
      release_at: releaseAt,
      decided_by: input.staff.username,
      decided_at: input.now,
    },
    input.now,
  );
}
