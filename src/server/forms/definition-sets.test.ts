import { describe, expect, it } from 'vitest';
import { BUNDLE_FILES, seedFiles } from '../../engine';
import { versionSet } from './definition-sets';

describe('versionSet', () => {
  it('gives a version published before the review form (issue 33) the repository’s', () => {
    const files: Record<string, unknown> = { ...seedFiles };
    delete files[BUNDLE_FILES.review];
    delete files[BUNDLE_FILES.reviewSchema];
    const set = versionSet({}, 7, files);
    expect(set.review.id).toBe('review');
    expect(set.reviewSchema).toBe(seedFiles[BUNDLE_FILES.reviewSchema]);
  });
});
