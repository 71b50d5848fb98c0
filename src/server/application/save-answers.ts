import type { AnswerConflict } from '../../contracts/answers';
import type { GenerationMap } from '../../contracts/repeater-layout';
import { confirmSession, type SessionCheck } from '../accounts/sessions';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { repositories } from '../repositories/repositories';
import type { SaveContext } from '../repositories/save-context';
import type { AnswerRevisions } from './answers';
import { heldDocuments, removeHeldDocuments } from './hidden-documents';
import { judgeSave, type JudgedSave, type SaveRequest } from './judge-save';
import { lockOpenApplication, refuseUnlessOpen } from './open-application';
import type { SaveCache } from './save-cache';
import { writeIfUnchanged, type WriteOutcome } from './write-if-unchanged';

export interface SavedAnswers {
  objects: string[];
  revisions: AnswerRevisions;
  conflicts: Record<string, AnswerConflict>;
  notKept: string[];
  generations: GenerationMap;
}

/**
 * The application as the route has it before the first round: read with the session check, or
 * the process's copy (SaveCache), whose write must then check `session` itself.
 */
export interface FirstRead {
  context: SaveContext;
  session?: SessionCheck;
}

// A write by another device between a save's read and its write sends it back to read again;
// after this many such rounds it waits for the row lock instead, which always ends.
const UNLOCKED_ATTEMPTS = 3;

type Attempt = {
  context: SaveContext;
  judged: JudgedSave;
  outcome: WriteOutcome | 'hides-documents';
};

/**
 * Reads the application (unless given), judges the save and writes it if nothing was written
 * since. Without the row lock, a save that would remove documents is judged but not written.
 */
async function attempt(
  db: Queryable,
  request: SaveRequest,
  locked: boolean,
  read?: FirstRead,
): Promise<Attempt> {
  const context = read?.context ?? (await repositories(db).saveContext.read(request.applicantId));
  refuseUnlessOpen(context);
  const judged = await judgeSave(db, context, request);
  if (!locked && judged.hiddenDocuments.length > 0)
    return { context, judged, outcome: 'hides-documents' };
  const { changed, after } = judged;
  const { applicantId, now, formVersion } = request;
  const serial = context.write_serial;
  const write = { applicantId, serial, changed, after, now, formVersion, session: read?.session };
  return { context, judged, outcome: await writeIfUnchanged(db, write) };
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
 * The application as the write left it: what it was judged against, with the write over it.
 * The stored answers are then the judged ones (`after`): settling never drops a key, and every
 * key whose value it changed was written.
 */
function contextAfter(
  context: SaveContext,
  judged: JudgedSave,
  written: { revisions: AnswerRevisions; serial: string },
): SaveContext {
  const unchanged = Object.keys(written.revisions).length === 0;
  return {
    ...context,
    write_serial: written.serial,
    data: judged.after,
    settled: judged.settled,
    revisions: unchanged ? context.revisions : { ...context.revisions, ...written.revisions },
  };
}

/**
 * The autosave (PUT /api/answer), judged by judgeSave. Most saves take one statement (issue 31):
 * judged against the process's copy of the application (`cache`), written only if the session
 * is good and nothing was written to the application since the copy. Without a copy, or when
 * the application changed (another process, another device, a submit), it reads the
 * application and writes if nothing was written since, at most three times. A save that hides a
 * document on record removes it in the same transaction as the answers, so it runs under the
 * applicant's row lock, as does a save that kept finding the application changed. Every save
 * records the definitions' version it was judged against, a save that changes nothing too.
 * Returns the stored objects to delete once committed, the revisions of the keys sent or
 * changed, the conflicts, the keys not kept and the generations of the repeaters the save wrote
 * to; or 'no-session' when the first read was the copy and the session turned out not good.
 */
export async function saveAnswers(
  db: Database,
  request: SaveRequest,
  first?: FirstRead,
  cache?: SaveCache,
): Promise<SavedAnswers | 'no-session'> {
  const { applicantId } = request;
  let read = first;
  for (let round = 0; round < UNLOCKED_ATTEMPTS; round += 1) {
    let tried: Attempt;
    try {
      tried = await attempt(db, request, false, read);
    } catch (error) {
      // A refusal judged against the copy may be the copy's (a repeater's generation, a country
      // changed elsewhere): judge again against the application read with the session check.
      if (!read?.session || !(error instanceof HttpError)) throw error;
      const opened = await repositories(db).saveContext.readInSession(read.session);
      if (!opened) return 'no-session';
      read = { context: opened.context };
      continue;
    }
    const { context, judged, outcome } = tried;
    if (outcome === 'no-session') return 'no-session';
    if (typeof outcome === 'object' && 'revisions' in outcome) {
      cache?.update(applicantId, contextAfter(context, judged, outcome));
      return reply(judged, outcome.revisions, []);
    }
    if (typeof outcome === 'object' && 'stale' in outcome) {
      // The copy was stale: the write brought the application as it is.
      read = { context: outcome.stale };
      continue;
    }
    if (outcome === 'hides-documents') {
      // Nothing has checked the session of a save judged against the copy: check it first.
      if (read?.session && !(await confirmSession(db, read.session))) return 'no-session';
      break;
    }
    read = undefined;
  }
  cache?.forget(applicantId);
  return db.transaction(async (tx) => {
    await lockOpenApplication(tx, applicantId);
    const { judged, outcome } = await attempt(tx, request, true);
    // Under the lock nobody else writes: the serial read after it is still the row's.
    if (typeof outcome !== 'object' || !('revisions' in outcome))
      throw new Error('A save under the row lock found its application changed.');
    const held = await heldDocuments(tx, applicantId, judged.hiddenDocuments);
    const objects = await removeHeldDocuments(tx, applicantId, held, request.now);
    return reply(judged, outcome.revisions, objects);
  });
}
