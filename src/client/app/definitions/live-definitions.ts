import { loadSeedDefinitions, site, type DefinitionSet, type SiteConfig } from '../../../engine';
import type { LiveFormsReply } from '../../../contracts/forms';
import { FORM_VERSION_META, readFormVersionHint } from '../../../contracts/form-version-hint';
import { request } from '../../api/http';
import { languageStore } from '../../i18n/language-store';
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

/**
 * The office's settings of the version followed (decisions, their letters, the checklist, the
 * time zone), in English: what the staff workspace reads beside an application drawn with its
 * own version, since the server judges a decision or a checklist item on the live one. The
 * engine's until a version has been followed.
 */
export function followedSite(): SiteConfig {
  return following?.set.site ?? site;
}

/**
 * On the first load, while the server is asked, what the page says is live starts loading: the
 * build's own definitions (also what shows when the server cannot be asked), or the published
 * version's, so a page after a publish never downloads the build's as well.
 */
function startLoading(): void {
  const hint = readFormVersionHint(document.querySelector(`meta[name="${FORM_VERSION_META}"]`));
  if (hint && !hint.bundled)
    versionSet(hint.version, languageStore.getState().language).catch(() => undefined);
  else loadSeedDefinitions().catch(() => undefined);
}

async function follow(which: 'live' | 'mine'): Promise<void> {
  if (!following && typeof document !== 'undefined') startLoading();
  try {
    const { version, bundled } = await request<LiveFormsReply>('GET', `/api/forms/${which}`);
    if (following?.version !== version) {
      const language = languageStore.getState().language;
      const set = bundled ? await loadSeedDefinitions() : await versionSet(version, language);
      following = { version, set };
    }
    await showDefinitions({ set: following.set });
  } catch {
    // Offline, or the prerender in Node: the version in use stays until the next navigation,
    // at first the build's own.
    if (!following) await loadSeedDefinitions().catch(() => undefined);
  }
}
