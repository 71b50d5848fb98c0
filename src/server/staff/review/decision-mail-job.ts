import type { Language } from '../../../contracts/language';
import { applicationReference } from '../../../engine';
import type { Queryable } from '../../db/database';
import type { JobHandler } from '../../jobs/worker';
import type { Mailer } from '../../mail/mailer';
import { decisionReleasedMessage } from '../../mail/messages';
import { applicantsRepository } from '../../repositories/applicants';
import { decisionsRepository } from '../../repositories/decisions';
import type { DecisionMailPayload } from './decisions';
import { letterValues } from './letter-values';

/**
 * Sends "a decision is there", in the applicant's language at the time it is sent (the status
 * page's letter follows the same language), greeting them by the letter's {given_name}, once
 * its release time has come (the job runs from then). A decision replaced since the job was
 * queued has another id: its own job tells of it instead.
 */
export function decisionMailJob(deps: {
  db: Queryable;
  mailer: Mailer;
  /** The log-in page's address, in the applicant's language. */
  loginUrl: (language: Language) => string;
  now: () => Date;
}): JobHandler {
  return {
    async run(payload) {
      const { applicant_id: applicantId, decision_id: decisionId } =
        payload as unknown as DecisionMailPayload;
      const decision = await decisionsRepository(deps.db).released(applicantId, deps.now());
      if (decision?.id !== decisionId) return;
      const applicant = await applicantsRepository(deps.db).findById(applicantId);
      if (!applicant) return;
      const { given_name } = await letterValues(
        deps.db,
        applicantId,
        decision.decision,
        applicant.language,
      );
      await deps.mailer.send(
        decisionReleasedMessage(
          applicant.language,
          applicant.username,
          applicationReference(applicantId),
          deps.loginUrl(applicant.language),
          given_name,
        ),
      );
    },
    // Nothing to mark: the applicant still finds the decision when they log in.
    async giveUp() {},
  };
}
