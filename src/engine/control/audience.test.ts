import { describe, expect, it } from 'vitest';
import { audienceEdits, AUDIENCES, viewFor } from './audience';

describe('audiences (spec section 6)', () => {
  it('lets only a logged-in applicant edit', () => {
    expect(AUDIENCES.filter(audienceEdits)).toEqual(['applicant']);
  });

  it('gives a visitor the default tabs and keeps everyone else view as stored', () => {
    const view = { tabs: { t: 'b' }, addAnother: { r: 2 } };
    expect(viewFor(view, 'visitor')).toEqual({ tabs: {}, addAnother: { r: 2 } });
    for (const audience of ['applicant', 'staff', 'print'] as const)
      expect(viewFor(view, audience)).toBe(view);
  });
});
