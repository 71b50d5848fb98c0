// The staff workspace's work on form versions, each step inside the caller's transaction (so its
// audit row commits with it): the overview, the draft (saved at a revision, 409 when another edit
// came first), publishing it and rolling back to a copy of an earlier version. Every write locks
// the live row first, so two admins' writes run one after the other.
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import type { LintProblem } from '../../engine/lint/problem';
import { formDraftRepository } from '../repositories/form-draft';
import { formVersionsRepository, type FormVersionRow } from '../repositories/form-versions';
import type { FormFiles } from './form-files';
import { lintFormFiles } from './lint-form-files';
import { nestsDeeperThan } from './nesting-depth';

export const STALE_DRAFT =
  'The draft was changed or published since you opened it. Reload it and make your change again.';
/** A publish when nothing was saved as a draft: there is nothing to make live. */
export const NO_DRAFT = 'There is no draft to publish: save a change to the draft first.';
/** A publish that would undo a version published since the draft was started. */
export const liveMovedMessage = (live: number, base: number) =>
  `Form version ${live} went live after this draft was started from version ${base}, so publishing the draft would undo its changes. Compare the draft with the live version on this page, make the changes it needs, then publish again to replace version ${live}.`;
export const NO_SUCH_VERSION = 'There is no form version with this number.';
/** Far deeper than any definition file nests (a page's nodes go about a dozen levels down). */
export const MAX_FILE_DEPTH = 100;
export const TOO_DEEP = `The files nest deeper than ${MAX_FILE_DEPTH} levels.`;

export interface Actor {
  by: string;
  at: Date;
}

const summary = (row: FormVersionRow) => ({
  version: row.version,
  published_at: new Date(row.published_at).toISOString(),
  published_by: row.published_by,
  note: row.note,
});

/** GET /staff/api/forms: the live version, the draft if any, every version newest first. */
export async function formsOverview(db: Queryable) {
  const versions = await formVersionsRepository(db).list();
  const liveVersion = await formVersionsRepository(db).liveVersion();
  const live = versions.find((row) => row.version === liveVersion);
  if (!live) throw new Error(`form version ${liveVersion} is live but not stored`);
  const draft = await formDraftRepository(db).summary();
  return {
    live: summary(live),
    draft: draft
      ? {
          revision: draft.revision,
          updated_at: new Date(draft.updated_at).toISOString(),
          updated_by: draft.updated_by,
        }
      : null,
    versions: versions.map(summary),
  };
}

/** The draft, or a copy of the live version at revision 0 when there is none. */
export async function readDraft(db: Queryable): Promise<{ revision: number; files: FormFiles }> {
  const draft = await formDraftRepository(db).find();
  if (draft) return { revision: draft.revision, files: draft.files };
  const repo = formVersionsRepository(db);
  const files = await repo.files(await repo.liveVersion());
  if (!files) throw new Error('the live form version is not stored');
  return { revision: 0, files };
}

/** Refuses an edit based on another revision than the current one (0: no draft). */
async function currentDraft(tx: Queryable, revision: number) {
  const live = await formVersionsRepository(tx).liveVersion({ lock: true });
  const draft = await formDraftRepository(tx).find();
  if ((draft?.revision ?? 0) !== revision) throw new HttpError(409, STALE_DRAFT);
  return { live, draft };
}

/** Saves the draft over `revision`; its problems come back, they do not stop the save. */
export async function saveDraft(
  tx: Queryable,
  revision: number,
  files: FormFiles,
  { by, at }: Actor,
): Promise<{ revision: number; problems: LintProblem[] }> {
  if (nestsDeeperThan(files, MAX_FILE_DEPTH + 1)) throw new HttpError(400, TOO_DEEP);
  const { live } = await currentDraft(tx, revision);
  const saved = await formDraftRepository(tx).save(files, at, by, live);
  return { revision: saved, problems: lintFormFiles(files, at) };
}

/**
 * The draft at `revision` as the next version, live, the draft emptied; or its problems; or,
 * when another version went live since the draft was started, that version and the draft's
 * start (the draft then counts as started from the live one, so publishing again replaces it).
 */
export async function publishDraft(
  tx: Queryable,
  revision: number,
  note: string,
  { by, at }: Actor,
): Promise<
  { version: number } | { problems: LintProblem[] } | { liveMoved: { live: number; base: number } }
> {
  const { live, draft } = await currentDraft(tx, revision);
  if (!draft) throw new HttpError(409, NO_DRAFT);
  if (draft.based_on !== null && draft.based_on !== live) {
    await formDraftRepository(tx).rebase(live);
    return { liveMoved: { live, base: draft.based_on } };
  }
  const problems = lintFormFiles(draft.files, at);
  if (problems.length > 0) return { problems };
  const version = await formVersionsRepository(tx).publish({ files: draft.files, at, by, note });
  await formDraftRepository(tx).clear();
  return { version };
}

/** A new live version copying `from`'s files; the draft is left as it is. */
export async function rollBack(tx: Queryable, from: number, { by, at }: Actor): Promise<number> {
  const repo = formVersionsRepository(tx);
  await repo.liveVersion({ lock: true });
  const files = await repo.files(from);
  if (!files) throw new HttpError(404, NO_SUCH_VERSION);
  return repo.publish({ files, at, by, note: `rollback to ${from}` });
}

/** forms:publish: files the caller linted, as the next version, live. */
export async function publishFiles(
  tx: Queryable,
  files: FormFiles,
  note: string,
  { by, at }: Actor,
): Promise<number> {
  await formVersionsRepository(tx).liveVersion({ lock: true });
  return formVersionsRepository(tx).publish({ files, at, by, note });
}
