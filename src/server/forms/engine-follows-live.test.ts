import { afterEach, describe, expect, it } from 'vitest';
import { activateDefinitions, seedDefinitions, seedFiles, site } from '../../engine';
import { engineFollowsLive } from './engine-follows-live';
import type { LiveListener, LiveVersion } from './live-forms';

/** A live source whose next publish the test makes. */
function liveSource(first: LiveVersion) {
  let listener: LiveListener | undefined;
  return {
    current: () => first,
    onChange(next: LiveListener) {
      listener = next;
      return () => {
        listener = undefined;
      };
    },
    publish: (live: LiveVersion) => listener?.(live),
  };
}

const renamed = (name: string) => ({
  ...seedFiles,
  'forms/site.json': { ...(seedFiles['forms/site.json'] as object), name },
});

describe('engineFollowsLive', () => {
  afterEach(() => activateDefinitions(seedDefinitions()));

  it('answers with the live version at once and with each one published after, until undone', () => {
    const source = liveSource({ version: 2, files: renamed('Version Two University') });
    const unfollow = engineFollowsLive({}, source);
    expect(site.name).toBe('Version Two University');
    source.publish({ version: 3, files: renamed('Version Three University') });
    expect(site.name).toBe('Version Three University');
    unfollow();
    source.publish({ version: 4, files: renamed('Version Four University') });
    expect(site.name).toBe('Version Three University');
  });
});
