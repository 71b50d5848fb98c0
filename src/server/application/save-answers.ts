import type { AnswerConflict } from '../../contracts/answers';
import type { GenerationMap } from '../../contracts/repeater-layout';
import type { Database, Queryable } from '../db/database';
import { repositories } from '../repositories/repositories';
import type { SaveContext } from '../repositories/save-context';
import type { AnswerRevisions, StoredAnswers } from './answers';
import { heldDocuments, removeHeldDocuments } from './hidden-documents';
import { judgeSave, type JudgedSave } from './judge-save';
import { lockOpenApplication, refuseUnlessOpen } from './open-application';
import { writeIfUnchanged } from './write-if-unchanged';

export interface SavedAnswers {
  objects: string[];
  revisions: AnswerRevisions;
  conflicts: Record<string, AnswerConflict>;
  notKept: string[];
  generations: GenerationMap;
}

/** What a save asks for, besides where it writes. */
interface SaveRequest {
  applicantId: string;
  sent: StoredAnswers;
  sentBase: AnswerRevisions | undefined;
  now: Date;
  formVersion: number;
  bases: GenerationMap;
}

// A write by another device between a save's read and its write sends it back to read again;
// after this many such rounds it waits for the row lock instead, which always ends.
const UNLOCKED_ATTEMPTS = 3;

type Attempt = { judged: JudgedSave; written: AnswerRevisions | undefined };

/**
 * Reads the application, judges the save and writes it if nothing was written since. Without
 * the row lock, a save that would remove documents is judged but not written.
 */
async function attempt(
  db: Queryable,
  request: SaveRequest,
  locked: boolean,
  read?: SaveContext,
): Promise<Attempt> {
  const context = read ?? (await repositories(db).saveContext.read(request.applicantId));
  refuseUnlessOpen(context);
  const { applicantId, sent, sentBase, bases, now, formVersion } = request;
  const judged = await judgeSave(db, applicantId, context, sent, sentBase, bases, now);
  if (!locked && judged.hiddenDocuments.length > 0) return { judged, written: undefined };
  const { changed, after } = judged;
  const serial = context.write_serial;
  const write = { applicantId, serial, changed, after, now, formVersion };
  return { judged, written: await writeIfUnchanged(db, write) };
}

function reply(judged: JudgedSave, written: AnswerRevisions, objects: string[]): SavedAnswers {
  return {
    objects,
    revisions: { ...judged.revisions, ...written },
    conflicts: judged.conflicts,
    notKept: judged.notKept,
    generations: judged.generations,
  };
}

/**
 * The autosave (PUT /api/answer), judged by judgeSave. Most saves take two statements and no
 * lock: one reads the application, one writes if nothing was written to it since (issue 31; a
 * save racing a submit or another device's write reads again). A save that hides a document on
 * record removes it in the same transaction as the answers, so it runs under the applicant's
 * row lock, as does a save that kept finding the application changed. Every save records the
 * definitions' version it was judged against, a save that changes nothing too. Returns the
 * stored objects to delete once committed, the revisions of the keys sent or changed, the
 * conflicts, the keys not kept and the generations of the repeaters the save wrote to.
 * `read` is the application as the route already read it (with the session check), used for
 * the first round.
 */
export async function saveAnswers(
  db: Database,
  applicantId: string,
  sent: StoredAnswers,
  sentBase: AnswerRevisions | undefined,
  now: Date,
  formVersion: number,
  bases: GenerationMap = {},
  read?: SaveContext,
): Promise<SavedAnswers> {
  const request = { applicantId, sent, sentBase, now, formVersion, bases };
  for (let round = 0; round < UNLOCKED_ATTEMPTS; round += 1) {
    const { judged, written } = await attempt(db, request, false, round === 0 ? read : undefined);
    if (written) return reply(judged, written, []);
    if (judged.hiddenDocuments.length > 0) break;
  }
  return db.transaction(async (tx) => {
    await lockOpenApplication(tx, applicantId);
    const { judged, written } = await attempt(tx, request, true);
    // Under the lock nobody else writes: the serial read after it is still the row's.
    if (!written) throw new Error('A save under the row lock found its application changed.');
    const held = await heldDocuments(tx, applicantId, judged.hiddenDocuments);
    return reply(judged, written, await removeHeldDocuments(tx, applicantId, held, now));
  });
}
