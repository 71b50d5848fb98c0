// The definition files as texts, and lintTexts over them: the whole lint over raw texts, as an
// editor will hold them.
import { describe, expect, it } from 'vitest';
import { lintTexts } from '../../engine/lint/lint-texts';
import { PROJECT_ROOT, readDefinitionTexts } from './definition-texts';

const texts = readDefinitionTexts(PROJECT_ROOT);

describe('lintTexts', () => {
  it('finds the project’s texts clean', () => {
    expect(lintTexts(texts)).toEqual([]);
  });

  it('reports a text that is not JSON at its line and column, and nothing else', () => {
    const broken = { ...texts, 'forms/about.json': '{\n  "id": "about",\n  "step": 1,\n}\n' };
    expect(lintTexts(broken)).toEqual([
      {
        file: 'forms/about.json',
        pointer: '',
        message: 'not valid JSON: Expected double-quoted property name',
        rule: 'json-syntax',
        line: 4,
        column: 1,
      },
    ]);
  });

  it('reports a missing file and a file in forms/ the application does not read', () => {
    const { 'forms/options/months.json': _months, ...rest } = texts;
    const problems = lintTexts({ ...rest, 'forms/abuot.json': '{}' });
    expect(problems.map((p) => [p.file, p.rule])).toEqual([
      ['forms/options/months.json', 'file-missing'],
      ['forms/abuot.json', 'unknown-file'],
    ]);
  });
});
