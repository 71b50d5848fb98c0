import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../types';
import { collectPageFacts } from './collect';
import { checkReviewSettings } from './review-settings';

const page = {
  file: 'forms/about.json',
  facts: collectPageFacts([
    { kind: 'question', key: 'faith', widget: 'text', label: 'Faith', sensitive: 'religion' },
    { kind: 'question', key: 'health', widget: 'text', label: 'Health', sensitive: 'health' },
  ]),
};

function problems(site: Partial<SiteConfig>): string[] {
  const found: string[] = [];
  checkReviewSettings('forms/site.json', site, [page], (file, pointer, message) =>
    found.push(`${file}: ${pointer}: ${message}`),
  );
  return found;
}

describe('checkReviewSettings (issue 33)', () => {
  it("names a question's sensitive category that site.json does not list, and a category listed twice", () => {
    expect(
      problems({
        sensitiveCategories: [
          { id: 'religion', label: 'Religion' },
          { id: 'religion', label: 'Faith' },
        ],
      }),
    ).toEqual([
      'forms/site.json: /sensitiveCategories/1/id: id "religion" is used twice',
      'forms/about.json: /nodes/1/sensitive: "health" is not a sensitive category of site.json\'s sensitiveCategories',
    ]);
  });

  it("names a decision letter's unknown field", () => {
    expect(
      problems({
        sensitiveCategories: [
          { id: 'religion', label: 'Religion' },
          { id: 'health', label: 'Health' },
        ],
        decisions: [
          { id: 'admit', label: 'Admit', letter: 'Dear {given_name}, welcome.' },
          { id: 'deny', label: 'Deny', letter: 'Dear {first_name}, sorry.' },
        ],
      }),
    ).toEqual([
      'forms/site.json: /decisions/1/letter: {first_name} is not a letter field; the fields are {given_name}, {family_name}, {reference}, {entry_term}, {decision}',
    ]);
  });
});
