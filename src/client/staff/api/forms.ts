import type {
  FormDraft,
  FormDraftSaveReply,
  FormImpactReply,
  FormsReply,
  PublishBody,
  PublishedForm,
  PublishedReply,
} from '../../../contracts/forms';
import { staffRequest } from './staff-request';

export const formsKey = ['staff', 'forms'] as const;
export const draftKey = ['staff', 'forms', 'draft'] as const;
export const impactKey = ['staff', 'forms', 'impact'] as const;

export const fetchForms = () => staffRequest<FormsReply>('GET', '/staff/api/forms');

export const fetchDraft = () => staffRequest<FormDraft>('GET', '/staff/api/forms/draft');

export const saveDraft = (body: FormDraft) =>
  staffRequest<FormDraftSaveReply>('PUT', '/staff/api/forms/draft', { body });

/** The stored draft's problems, for an editor opened on it (the PUT's reply, without a save). */
export const fetchDraftProblems = () =>
  staffRequest<FormDraftSaveReply>('GET', '/staff/api/forms/draft/problems');

export const fetchImpact = () =>
  staffRequest<FormImpactReply>('GET', '/staff/api/forms/draft/impact');

export const publishDraft = (body: PublishBody) =>
  staffRequest<PublishedReply>('POST', '/staff/api/forms/publish', { body });

export const rollBackTo = (version: number) =>
  staffRequest<PublishedReply>('POST', '/staff/api/forms/rollback', { body: { version } });

export const versionKey = (version: number) => ['staff', 'forms', 'version', version] as const;

/** A published version's files, as browsers load them (immutable, so cached for good). */
export const fetchVersion = (version: number) =>
  staffRequest<PublishedForm>('GET', `/api/forms/${version}`);
