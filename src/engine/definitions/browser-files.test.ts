import { describe, expect, it } from 'vitest';
import { BUNDLE_FILES } from '../lint/bundle-files';
import { browserFiles } from './browser-files';
import { seedDefinitions } from './seed-definitions';

describe('browserFiles', () => {
  const translations = { texts: { Yes: 'Sí' } };
  const files = { ...seedDefinitions().files, [BUNDLE_FILES.translations]: translations };

  it('sends the translations only for a page in another language', () => {
    expect(browserFiles(files, 'en')).not.toHaveProperty([BUNDLE_FILES.translations]);
    expect(browserFiles(files, 'es')[BUNDLE_FILES.translations]).toEqual(translations);
  });

  it('keeps every other file, each as the build sends it', () => {
    const sent = browserFiles(files, 'en');
    expect(Object.keys(sent).sort()).toEqual(
      Object.keys(files)
        .filter((path) => path !== BUNDLE_FILES.translations)
        .sort(),
    );
    for (const path of BUNDLE_FILES.pageSchemas) expect(sent[path]).toEqual({});
    const size = (path: string, map: Record<string, unknown>) => JSON.stringify(map[path]).length;
    expect(size(BUNDLE_FILES.answersSchema, sent)).toBeLessThan(
      size(BUNDLE_FILES.answersSchema, files) / 2,
    );
  });
});
