import { describe, expect, it } from 'vitest';
import { deviceCopy, VISITOR_ACCOUNT, type KeyValueStorage } from './device-copy';

function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('the device copy of unsent answers', () => {
  it('keeps each account apart: one never reads another’s answers', () => {
    const storage = memoryStorage();
    const copy = deviceCopy(storage);
    copy.write('ada@example.com', { city: 'London' });
    copy.write('alan@example.com', { city: 'Wilmslow' });
    expect(copy.read('ada@example.com')).toEqual({ city: 'London' });
    expect(copy.read('alan@example.com')).toEqual({ city: 'Wilmslow' });
    expect(copy.read(VISITOR_ACCOUNT)).toEqual({});
    copy.clear('ada@example.com');
    expect(copy.read('ada@example.com')).toEqual({});
    expect(copy.read('alan@example.com')).toEqual({ city: 'Wilmslow' });
  });

  it('removes the entry when nothing is left to send', () => {
    const storage = memoryStorage();
    const copy = deviceCopy(storage);
    copy.write('ada@example.com', { city: 'London' });
    copy.write('ada@example.com', {});
    expect(storage.items.size).toBe(0);
  });

  it('ignores what is not an answer map and survives a refusing storage', () => {
    const storage = memoryStorage();
    storage.items.set('admissions.unsent.account:ada@example.com', '{"city": {"x": 1}}');
    expect(deviceCopy(storage).read('ada@example.com')).toEqual({});
    storage.items.set('admissions.unsent.account:ada@example.com', 'not json');
    expect(deviceCopy(storage).read('ada@example.com')).toEqual({});
    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const copy = deviceCopy(refusing);
    expect(() => copy.write('a', { city: 'x' })).not.toThrow();
    expect(copy.read('a')).toEqual({});
    expect(deviceCopy(undefined).read('a')).toEqual({});
  });
});
