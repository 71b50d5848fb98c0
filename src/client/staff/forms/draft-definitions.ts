import { activateDefinitions, definitionSetOf } from '../../../engine';
import { generatedValidators } from '../../app/definitions/version-sets';
import type { FormDraft } from '../../../contracts/forms';
import { staffRequest } from '../api/staff-request';

/**
 * Makes the staff draft the engine's set (issue 29): its preview shows the draft's questions
 * and validates with its page schemas, through validators the server generates for the draft's
 * revision (fetched when the preview first validates).
 */
export async function activateDraftDefinitions(): Promise<void> {
  const draft = await staffRequest<FormDraft>('GET', '/staff/api/forms/draft');
  const validators = generatedValidators(
    `/staff/api/forms/draft/validators.js?revision=${draft.revision}`,
  );
  activateDefinitions(definitionSetOf(draft.files, validators));
}
