import { activateDefinitions } from '../../engine';
import { versionSet } from './definition-sets';
import type { LiveForms, LiveVersion } from './live-forms';

/**
 * Makes this process's engine answer with the live form version, now and with each one
 * published later (site settings, option lists, sensitive categories, the staff list's keys):
 * every server and worker process needs it, since each has its own engine. Returns the undo.
 */
export function engineFollowsLive(
  db: object,
  live: Pick<LiveForms, 'current' | 'onChange'>,
): () => void {
  const follow = ({ version, files }: LiveVersion) =>
    activateDefinitions(versionSet(db, version, files));
  follow(live.current());
  return live.onChange(follow);
}
