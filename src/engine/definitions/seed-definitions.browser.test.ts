// The browser's seed set: the page frame's part at once, the rest when loaded.
import { describe, expect, it } from 'vitest';
import { BUNDLE_FILES } from '../lint/bundle-files';
import { seedDefinitions, loadSeedDefinitions } from './seed-definitions.browser';
import { seedFiles } from './seed-files';

describe('the browser seed set', () => {
  it('holds the site settings and the data model before it is loaded, and refuses the rest', () => {
    const frame = seedDefinitions();
    expect(frame.site.name).toBe((seedFiles[BUNDLE_FILES.site] as { name: string }).name);
    expect(frame.answersSchema).toEqual(seedFiles[BUNDLE_FILES.answersSchema]);
    for (const part of ['pages', 'optionFiles', 'review', 'files'] as const)
      expect(() => frame[part]).toThrow(
        `The form's ${part} are not loaded yet: await loadSeedDefinitions().`,
      );
  });

  it('is the whole seed set once loaded, the same set on every load', async () => {
    const loaded = await loadSeedDefinitions();
    expect(await loadSeedDefinitions()).toBe(loaded);
    expect(seedDefinitions()).toBe(loaded);
    expect(loaded.pages.about.title).toBe('About You');
    expect(loaded.files).toBe(seedFiles);
  });
});
