import type { SessionApplicant } from '../accounts/sessions';
import { LruCache, type CacheLimits } from '../lru-cache';
import type { SaveContext } from '../repositories/save-context';

/** What a save judges against without reading it: the applicant and their application. */
export interface CachedApplication {
  applicant: SessionApplicant;
  context: SaveContext;
}

/**
 * About 20 KB an application with every answer given and as much again for its walk (which
 * spares the next save walking the form): 64 MB holds some 1,600 of those.
 */
export const SAVE_CACHE_LIMITS: CacheLimits = { entries: 5_000, bytes: 64 * 1024 * 1024 };

// A rough weight of a context in memory: each value's characters and a fixed cost per entry of
// each map and of each set of its walk (the keys are property names and the walk's nodes are
// the definitions', which V8 keeps once for all of them).
const PER_ENTRY = 48;

function contextBytes(context: SaveContext): number {
  let bytes = 512;
  for (const value of Object.values(context.data))
    bytes += PER_ENTRY + (typeof value === 'string' ? 2 * value.length : 0);
  const counted = [context.revisions, context.tabs, context.add_another, context.generations];
  for (const map of counted) bytes += PER_ENTRY * Object.keys(map).length;
  bytes += PER_ENTRY * context.documents.length;
  if (!context.settled) return bytes;
  const walk = context.settled.visibility;
  const sets = [
    walk.visibleKeys,
    walk.hiddenKeys,
    walk.clearKeys,
    walk.shownNodes,
    walk.shownLists,
  ];
  for (const set of sets) bytes += PER_ENTRY * set.size;
  return bytes + PER_ENTRY * (walk.entryCounts.size + walk.chosenTabs.size);
}

/**
 * The process's copy of each recently active application as it last read or wrote it, with the
 * sessions that saved to it (by their token's hash), so that a save can be judged and written
 * in one round trip (issue 31). A copy is only ever a guess: the write that uses it checks the
 * session and the application's write serial in the same statement, and a serial changed by
 * any other writer (another process, another device, a submit) sends the save back to read
 * the application again. Nothing here is trusted without that check.
 */
export class SaveCache {
  readonly #applications: LruCache<string, SaveContext>;
  // Sessions are counted, not weighed (each is a hash and a username).
  readonly #sessions: LruCache<string, SessionApplicant>;

  constructor(limits: CacheLimits = SAVE_CACHE_LIMITS) {
    this.#applications = new LruCache(limits, contextBytes);
    this.#sessions = new LruCache({ entries: limits.entries, bytes: limits.entries }, () => 1);
  }

  /** The applicant a session saved as and their application, when both are still held. */
  recall(tokenHash: string): CachedApplication | undefined {
    const applicant = this.#sessions.get(tokenHash);
    const context = applicant && this.#applications.get(applicant.id);
    return context && applicant ? { applicant, context } : undefined;
  }

  /** Holds what a session's read or write found; a submitted application is not held. */
  remember(tokenHash: string, applicant: SessionApplicant, context: SaveContext): void {
    this.#sessions.set(tokenHash, applicant);
    this.update(applicant.id, context);
  }

  /** Replaces the copy of an application (after a write); a submitted one is forgotten. */
  update(applicantId: string, context: SaveContext): void {
    if (context.submitted_at) this.#applications.delete(applicantId);
    else this.#applications.set(applicantId, context);
  }

  forget(applicantId: string): void {
    this.#applications.delete(applicantId);
  }

  forgetSession(tokenHash: string): void {
    this.#sessions.delete(tokenHash);
  }

  get held(): { applications: number; bytes: number; sessions: number } {
    const { entries: applications, bytes } = this.#applications.held;
    return { applications, bytes, sessions: this.#sessions.held.entries };
  }
}
