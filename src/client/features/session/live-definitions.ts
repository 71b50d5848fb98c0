import {
  definitionSetOf,
  seedDefinitions,
  activateDefinitions,
  type PageValidatorSource,
} from '../../../engine';
import type { LiveFormsReply, PublishedForm } from '../../../contracts/forms';
import { request } from '../../api/http';

/** The live version the engine runs here; undefined until the server has said. */
let following: number | undefined;

async function versionSet(version: number) {
  const url = `/api/forms/${version}/validators.js`;
  const [form, validators] = await Promise.all([
    request<PublishedForm>('GET', `/api/forms/${version}`),
    import(/* @vite-ignore */ url) as Promise<{ getPageValidator: PageValidatorSource }>,
  ]);
  return definitionSetOf(form.files, validators.getPageValidator);
}

/**
 * Moves the engine to the form version that is live now (issue 29): the build's own
 * definitions when they are it, else the version's files and validators from the server. Runs
 * at each navigation, so a page open during a publish gets the new questions on the next one;
 * what the applicant typed stays in the answers store. When the server cannot be asked, the
 * version in use stays.
 */
export async function followLiveDefinitions(): Promise<void> {
  try {
    const live = await request<LiveFormsReply>('GET', '/api/forms/live');
    if (live.version === following) return;
    activateDefinitions(live.bundled ? seedDefinitions() : await versionSet(live.version));
    following = live.version;
  } catch {
    // Offline, or the prerender in Node: the version in use stays until the next navigation.
  }
}
