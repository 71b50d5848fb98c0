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
    expect(copy.read('ada@example.com').answers).toEqual({ city: 'London' });
    expect(copy.read('alan@example.com').answers).toEqual({ city: 'Wilmslow' });
    expect(copy.read(VISITOR_ACCOUNT).answers).toEqual({});
    copy.clear('ada@example.com');
    expect(copy.read('ada@example.com').answers).toEqual({});
    expect(copy.read('alan@example.com').answers).toEqual({ city: 'Wilmslow' });
  });

  it('keeps the repeater generations the answers were typed in, and reads a copy without them', () => {
    const storage = memoryStorage();
    const copy = deviceCopy(storage);
    copy.write('ada@example.com', { sibling_2_first_name: 'Bo' }, { sibling: 3 });
    expect(copy.read('ada@example.com')).toEqual({
      answers: { sibling_2_first_name: 'Bo' },
      generations: { sibling: 3 },
    });
    storage.items.set('admissions.unsent.account:ada@example.com', '{"city": "Leeds"}');
    expect(copy.read('ada@example.com')).toEqual({ answers: { city: 'Leeds' } });
    storage.items.set(
      'admissions.unsent.account:ada@example.com',
      '{"answers": {"city": "Leeds"}, "generations": {"sibling": -1}}',
    );
    expect(copy.read('ada@example.com')).toEqual({ answers: { city: 'Leeds' } });
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
    expect(deviceCopy(storage).read('ada@example.com').answers).toEqual({});
    storage.items.set('admissions.unsent.account:ada@example.com', 'not json');
    expect(deviceCopy(storage).read('ada@example.com').answers).toEqual({});
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
    expect(copy.read('a').answers).toEqual({});
    expect(deviceCopy(undefined).read('a').answers).toEqual({});
  });
});
