import { loadSeedDefinitions, type DefinitionSet } from '../../../engine';
import type { LiveFormsReply } from '../../../contracts/forms';
import { request } from '../../api/http';
import { showDefinitions } from './shown-definitions';
import { versionSet } from './version-sets';

/** The version the pages follow, once the server has said which it is. */
let following: { version: number; set: DefinitionSet } | undefined;

/**
 * Moves the engine to the form version the pages should show (issue 29): the live one, or with
 * `mine` the applicant's own (a submitted application keeps the version it was submitted on).
 * The build's own definitions when they are it, else the version's files and validators from
 * the server. Runs at each navigation, so a page open during a publish gets the new questions
 * on the next one; what the applicant typed stays in the answers store. Shown in the
 * applicant's language. When the server cannot be asked, the version in use stays (at first
 * the build's own).
 */
export function followDefinitions(which: 'live' | 'mine' = 'live'): Promise<void> {
  return (moving = follow(which));
}

/**
 * Settles once the engine holds the version the last followDefinitions chose: a page's own
 * loader, which runs beside the application's, reads its definition after this.
 */
export function definitionsFollowed(): Promise<void> {
  return moving;
}

let moving: Promise<void> = Promise.resolve();

async function follow(which: 'live' | 'mine'): Promise<void> {
  // Loaded while the server is asked: it is the live version on most loads, and the pages'
  // questions when the server cannot be asked.
  const seed = loadSeedDefinitions();
  try {
    const { version, bundled } = await request<LiveFormsReply>('GET', `/api/forms/${which}`);
    if (following?.version !== version)
      following = { version, set: bundled ? await seed : await versionSet(version) };
    await showDefinitions({ set: following.set });
  } catch {
    // Offline, or the prerender in Node: the version in use stays until the next navigation.
    await seed.catch(() => undefined);
  }
}
