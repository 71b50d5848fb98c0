import { describe, expect, it } from 'vitest';
import { pageSections } from './page-sections';

describe('pageSections', () => {
  it('lists the top-level sections by id, titled', () => {
    const page = {
      nodes: [
        { kind: 'section', id: 'personal', title: 'Personal information', children: [] },
        { kind: 'content', id: 'note', paragraphs: [] },
        { kind: 'section', id: 'untitled', children: [] },
      ],
    };
    expect(pageSections(JSON.stringify(page))).toEqual([
      { value: 'personal', label: 'Personal information' },
      { value: 'untitled', label: 'untitled' },
    ]);
  });

  it.each([undefined, '{', '[]', '{"nodes": 3}'])('finds none in %j', (text) => {
    expect(pageSections(text)).toEqual([]);
  });
});
