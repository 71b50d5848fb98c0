import type { FastifyPluginAsync } from 'fastify';
import { submitReply } from '../../../contracts/answers';
import { DEFAULT_LANGUAGE } from '../../../contracts/language';
import {
  answersAfterChange,
  applicationReference,
  localizedSet,
  validateApplication,
  withDefinitions,
  type Answers,
} from '../../../engine';
import { mergeAnswers, readAnswers } from '../../application/answers';
import {
  heldDocuments,
  hiddenDocumentKeys,
  removeHeldDocuments,
} from '../../application/hidden-documents';
import { readViewState } from '../../application/view-state';
import { lockOpenApplication } from '../../application/open-application';
import { appendWebStatus } from '../../application/web-status';
import { HttpError } from '../../http-error';
import { replyLanguage } from '../../language/reply-text';
import { receiptMessage } from '../../mail/messages';
import { repositories } from '../../repositories/repositories';
import { currentApplicant } from '../../plugins/session';
import { replies } from '../schemas';
import { versionSet } from '../../forms/definition-sets';

export const MISSING_INFORMATION = "We're missing some information!";
export const SUBMITTED = 'Your application was successfully submitted.';

/**
 * Clears the answers of hidden questions and validates the rest with the engine (never the
 * client's word); errors give 422 and change nothing. Success records the time, the
 * definitions' version and the submitted status, announces the submission to its listeners in
 * the same transaction (the signed webhook, when SUBMIT_WEBHOOK_URL is set) and mails a receipt.
 */
export const submitRoute: FastifyPluginAsync = async (app) => {
  app.post(
    '/api/submit',
    {
      schema: {
        response: replies({ 200: submitReply }),
      },
    },
    async (request) => {
      const { id, username } = currentApplicant(request);
      const now = app.now();
      // Judged, cleared and recorded on one version, the one live now, even if another is
      // published meanwhile; what is missing said in the device's language (issue 32).
      const live = app.liveForms.current();
      const definitions = versionSet(app.db, live.version, live.files);
      const shown = await localizedSet(definitions, replyLanguage(request));
      let objects: string[] = [];
      let afterCommit: (() => void)[] = [];
      const errors = await app.db.transaction(async (tx) => {
        await lockOpenApplication(tx, id);
        const view = await readViewState(tx, id);
        const stored = await readAnswers(tx, id);
        // Hidden means gone: what the applicant could not see is not submitted, whatever the
        // browser last saved (the engine decides, as on the pages).
        const visible = withDefinitions(definitions, () =>
          answersAfterChange(stored, stored, view),
        );
        const found = withDefinitions(shown, () => validateApplication(visible, now, view));
        const entries = Object.entries(found).filter(([, messages]) => messages.length > 0);
        if (entries.length > 0) return Object.fromEntries(entries);
        const cleared: Answers = {};
        for (const [key, value] of Object.entries(visible))
          if (stored[key] !== value) cleared[key] = value;
        if (Object.keys(cleared).length > 0) await mergeAnswers(tx, id, cleared, now);
        const hidden = withDefinitions(definitions, () => hiddenDocumentKeys(visible, view));
        objects = await removeHeldDocuments(tx, id, await heldDocuments(tx, id, hidden), now);
        await repositories(tx).applicants.markSubmitted(id, now, live.version);
        await appendWebStatus(tx, id, 'submitted', now);
        afterCommit = await app.applicationSubmitted.announce(tx, {
          applicantId: id,
          submittedAt: now,
        });
        return undefined;
      });
      if (errors)
        throw new HttpError(422, MISSING_INFORMATION, { code: 'INVALID_APPLICATION', errors });
      // Its saves are refused from now on: the process's copy would only be read to find that.
      app.saveCache.forget(id);
      await Promise.all(objects.map((key) => app.objectStore.delete(key)));
      for (const step of afterCommit) step();
      const language = (await app.repos.applicants.language(id)) ?? DEFAULT_LANGUAGE;
      app.mail.send(await receiptMessage(language, username, now, applicationReference(id)));
      return {
        message: SUBMITTED,
        submitted_at: now.toISOString(),
        reference: applicationReference(id),
      };
    },
  );
};
