import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';

const bySize = (limits: { entries: number; bytes: number }) =>
  new LruCache<string, string>(limits, (value) => value.length);

describe('LruCache', () => {
  it('forgets the least recently used entry past its count', () => {
    const cache = bySize({ entries: 2, bytes: 100 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A'); // a is now the most recent
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.held).toEqual({ entries: 2, bytes: 2 });
  });

  it('forgets as many old entries as it takes to fit its bytes', () => {
    const cache = bySize({ entries: 10, bytes: 10 });
    cache.set('a', 'xxx');
    cache.set('b', 'yyy');
    cache.set('c', 'zzz');
    cache.set('d', 'wwwwwww');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, undefined, 'zzz']);
    expect(cache.held).toEqual({ entries: 2, bytes: 10 });
  });

  it('keeps no value larger than all its bytes, and drops the key it replaced', () => {
    const cache = bySize({ entries: 10, bytes: 4 });
    cache.set('a', 'abc');
    cache.set('a', 'abcde');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.held).toEqual({ entries: 0, bytes: 0 });
  });

  it('counts a replaced or deleted value out of its bytes', () => {
    const cache = bySize({ entries: 10, bytes: 10 });
    cache.set('a', 'abcdef');
    cache.set('a', 'ab');
    expect(cache.held).toEqual({ entries: 1, bytes: 2 });
    cache.set('b', 'abcdefgh');
    expect(cache.get('a')).toBe('ab');
    cache.delete('b');
    cache.delete('nothing');
    expect(cache.held).toEqual({ entries: 1, bytes: 2 });
  });
});
