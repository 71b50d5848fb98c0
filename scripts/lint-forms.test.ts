// lint-forms on a broken fixture per rule: each fixture in tests/fixtures/forms-broken edits a
// copy of the real definitions in one place and names the problem lint-forms must print there.
// Where it names a line of site.json, it first puts the small tests/fixtures/forms-site/site.json
// in place of the shipped one, which staff edit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engineBundle, formatProblem, lintDefinitions } from '../src/engine/index';
import { lintFolder } from './lint-forms-core';
import {
  accepted,
  applyEdit,
  copyOfProject,
  fixtures,
  removeCopies,
  ROOT,
  SMALL_SITE,
} from './lint-forms-fixtures';

afterAll(removeCopies);

describe('lint-forms rules', () => {
  it('finds the real definitions clean', () => {
    expect(lintDefinitions(engineBundle()).map(formatProblem)).toEqual([]);
    expect(lintFolder(ROOT).problems.map(formatProblem)).toEqual([]);
  });

  it('finds the small site.json of the tests clean with the real pages', () => {
    const root = copyOfProject();
    applyEdit(root, { file: 'forms/site.json', copy: SMALL_SITE });
    // Its texts are not the shipped ones, so the translations rule rightly names them.
    const problems = lintFolder(root).problems.filter((p) => p.rule !== 'translations');
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it('has a fixture for every rule of issue 3', () => {
    expect(fixtures.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        'meta-schema',
        'key-on-two-pages',
        'key-not-in-model',
        'page-schema-key-not-in-model',
        'too-many-repeater-entries',
        'condition-unknown-key',
        'unknown-option-list',
        'cleared-key-not-in-model',
        'tab-owns-unknown-key',
        // issue 14
        'required-marker-not-in-schema',
        'required-without-marker',
        'entry-term-in-the-past',
        'site-default-route-not-a-page',
        'site-save-and-continue-on-last-page',
        'site-time-zone-unknown',
        // issue 18
        'file-not-json',
        'page-schema-unknown-keyword',
        'condition-key-misspelt',
        'option-list-misspelt',
        'condition-label-not-value',
        'condition-value-not-offered',
        'list-value-twice',
        'list-option-without-label',
        'unknown-file-in-forms',
        'schema-if-label-not-value',
        'schema-if-value-not-offered',
        'site-placeholder-in-hint',
        'site-placeholder-in-schema-message',
        'site-placeholder-in-list-label',
        'site-schema-wrong-type',
        'site-schema-unknown-property',
        'site-without-schema-reference',
        'lists-without-schema-reference',
        'meta-schema-number-too-big',
        'condition-inline-option-label',
        // issue 29
        'json-syntax-page',
        'json-syntax-page-schema',
        'json-syntax-answers-model',
        'json-syntax-option-list',
        'json-syntax-site',
        'json-syntax-translations',
        'required-under-condition',
        'required-under-tab',
        'required-under-other-condition',
        // issue 32
        'translation-missing',
        'translation-without-english',
        'translation-placeholder-differs',
        'translation-of-date-message-placeholder',
        'translation-empty',
        // decision letters in the applicant's language
        'translation-letter-missing',
        'translation-letter-field-differs',
      ]),
    );
  });

  it.each(fixtures)('$name: $rule', ({ edits, expect: wanted }) => {
    const root = copyOfProject();
    edits.forEach((edit) => applyEdit(root, edit));
    const { problems } = lintFolder(root);
    const match = problems.find(
      (p) =>
        p.file === wanted.file &&
        p.pointer === wanted.pointer &&
        p.message.includes(wanted.message),
    );
    expect(match, problems.map(formatProblem).join('\n')).toBeDefined();
    if (wanted.line !== undefined) {
      expect([match?.line, match?.column]).toEqual([wanted.line, wanted.column]);
    }
  });

  it.each(accepted)('$name: accepted, $rule', ({ edits }) => {
    const root = copyOfProject();
    edits.forEach((edit) => applyEdit(root, edit));
    expect(lintFolder(root).problems.map(formatProblem)).toEqual([]);
  });

  // Every problem found at an edited value is placed at that value in the file's text.
  it.each(
    fixtures.filter(({ edits, expect: wanted }) =>
      edits.some((e) => e.file === wanted.file && e.pointer === wanted.pointer && !e.remove),
    ),
  )(
    '$name: the problem points at the line and column of the edited value',
    ({ edits, expect: wanted }) => {
      const root = copyOfProject();
      edits.forEach((edit) => applyEdit(root, edit));
      const problem = lintFolder(root).problems.find(
        (p) => p.file === wanted.file && p.pointer === wanted.pointer,
      );
      const lines = readFileSync(join(root, wanted.file), 'utf8').split('\n');
      const at = lines[(problem?.line ?? 0) - 1]?.slice((problem?.column ?? 0) - 1) ?? '';
      const value = edits.find((e) => e.pointer === wanted.pointer)?.value;
      expect(at.startsWith(JSON.stringify(value, null, 2).split('\n')[0] ?? ''), at).toBe(true);
    },
  );
});
