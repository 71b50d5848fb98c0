import {
  activateDefinitions,
  activeDefinitions,
  seedDefinitions,
  type DefinitionSet,
} from '../../../engine';
import type { LiveFormsReply } from '../../../contracts/forms';
import { request } from '../../api/http';
import { versionSet } from './version-sets';

/** The live version's set, once the server has said which it is. */
let live: { version: number; set: DefinitionSet } | undefined;

/**
 * Moves the engine to the form version that is live now (issue 29): the build's own
 * definitions when they are it, else the version's files and validators from the server. Runs
 * at each navigation, so a page open during a publish gets the new questions on the next one;
 * what the applicant typed stays in the answers store. When the server cannot be asked, the
 * version in use stays.
 */
export async function followLiveDefinitions(): Promise<void> {
  try {
    const { version, bundled } = await request<LiveFormsReply>('GET', '/api/forms/live');
    if (live?.version !== version)
      live = { version, set: bundled ? seedDefinitions() : await versionSet(version) };
    if (activeDefinitions() !== live.set) activateDefinitions(live.set);
  } catch {
    // Offline, or the prerender in Node: the version in use stays until the next navigation.
  }
}
