import { seedDefinitions, type DefinitionSet } from '../../../engine';
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
 * applicant's language. When the server cannot be asked, the version in use stays.
 */
export async function followDefinitions(which: 'live' | 'mine' = 'live'): Promise<void> {
  try {
    const { version, bundled } = await request<LiveFormsReply>('GET', `/api/forms/${which}`);
    if (following?.version !== version)
      following = { version, set: bundled ? seedDefinitions() : await versionSet(version) };
    await showDefinitions({ set: following.set });
  } catch {
    // Offline, or the prerender in Node: the version in use stays until the next navigation.
  }
}
