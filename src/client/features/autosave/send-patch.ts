import type { SaveReply } from '../../../contracts/answers';
import type { Answers } from '../../../engine/types';
import { saveAnswers } from '../../form/api/application';
import { answerRevisions } from '../../stores/answer-revisions';
import { hidingBases } from '../../stores/hiding-bases';
import { layoutGenerations } from './layout-generations';

/**
 * PUT /api/answer for a patch as this page knows it (issue 27): the revision each key was typed
 * over, the layout its entries were typed in and what it knew of the answers the patch can hide.
 */
export function sendPatch(patch: Answers): Promise<SaveReply> {
  return saveAnswers(
    patch,
    answerRevisions.baseOf(Object.keys(patch)),
    layoutGenerations(),
    hidingBases.headerFor(patch),
  );
}
