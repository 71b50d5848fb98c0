import { activateDefinitions, definitionSetOf, type PageValidatorSource } from '../../../engine';
import type { FormDraft } from '../../../contracts/forms';
import { staffRequest } from '../api/staff-request';

/**
 * Makes the staff draft the engine's set (issue 29): its preview shows the draft's questions
 * and validates with its page schemas, through validators the server generates for the draft's
 * revision.
 */
export async function activateDraftDefinitions(): Promise<void> {
  const draft = await staffRequest<FormDraft>('GET', '/staff/api/forms/draft');
  const url = `/staff/api/forms/draft/validators.js?revision=${draft.revision}`;
  const validators = (await import(/* @vite-ignore */ url)) as {
    getPageValidator: PageValidatorSource;
  };
  activateDefinitions(definitionSetOf(draft.files, validators.getPageValidator));
}
