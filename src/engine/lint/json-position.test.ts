import { describe, expect, it } from 'vitest';
import { positionAt, positionOfPointer, syntaxErrorOf } from './json-position';

const text = '{\n  "a": {\n    "b/c": [1, { "d": true }]\n  }\n}\n';

describe('positions in a JSON text', () => {
  it('counts lines and columns from 1', () => {
    expect(positionAt(text, 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt(text, text.indexOf('"a"'))).toEqual({ line: 2, column: 3 });
  });

  it('places a pointer at its value, through escaped names and array indexes', () => {
    expect(positionOfPointer(text, '')).toEqual({ line: 1, column: 1 });
    expect(positionOfPointer(text, '/a')).toEqual({ line: 2, column: 8 });
    expect(positionOfPointer(text, '/a/b~1c/1/d')).toEqual({ line: 3, column: 23 });
  });

  it('places a missing member at the nearest value that exists', () => {
    expect(positionOfPointer(text, '/a/b~1c/1/missing')).toEqual({ line: 3, column: 16 });
    expect(positionOfPointer(text, '/a/b~1c/7')).toEqual({ line: 3, column: 12 });
  });

  it('names the first syntax error and where it is', () => {
    expect(syntaxErrorOf(text)).toBeUndefined();
    expect(syntaxErrorOf('{\n  "a": 1\n  "b": 2\n}')).toEqual({
      line: 3,
      column: 3,
      message: 'CommaExpected',
    });
  });
});
