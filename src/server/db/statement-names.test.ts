import { describe, expect, it } from 'vitest';
import { statementNamer } from './statement-names';

describe('statementNamer', () => {
  it('gives one name per statement text, and a known text its name again', () => {
    const nameOf = statementNamer();
    const a = nameOf('SELECT 1 WHERE $1');
    const b = nameOf('SELECT 2 WHERE $1');
    expect(a).toBeDefined();
    expect(b).not.toBe(a);
    expect(nameOf('SELECT 1 WHERE $1')).toBe(a);
  });

  it('leaves texts past the cap unnamed, and keeps naming the known ones', () => {
    const nameOf = statementNamer(2);
    const first = nameOf('a');
    nameOf('b');
    expect(nameOf('c')).toBeUndefined();
    expect(nameOf('a')).toBe(first);
  });
});
