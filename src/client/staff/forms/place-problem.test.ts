import { describe, expect, it } from 'vitest';
import { placeProblem } from './place-problem';

const problem = { file: 'forms/about.json', rule: 'page-format', message: 'x' };

describe('placeProblem', () => {
  it('finds the pointer in the text as typed, not where the server printed it', () => {
    const text = '{"id": "about",\n\n  "step": 7}';
    expect(placeProblem({ ...problem, pointer: '/step', line: 4, column: 11 }, text)).toMatchObject(
      { line: 3, column: 11 },
    );
  });

  it('keeps the server’s place, or the first line, when the text gives none', () => {
    const at = { ...problem, pointer: '/step', line: 4, column: 3 };
    expect(placeProblem(at, undefined)).toMatchObject({ line: 4, column: 3 });
    expect(placeProblem({ ...at, line: null, column: null }, '{')).toMatchObject({
      line: 1,
      column: 1,
    });
  });

  it('keeps a syntax error at the error, not at the root its pointer names', () => {
    const broken = { ...problem, pointer: '', rule: 'json-syntax', line: 2, column: 14 };
    expect(placeProblem(broken, '{"id": "about",\n  "step": 7,}')).toMatchObject({
      line: 2,
      column: 14,
    });
  });
});
