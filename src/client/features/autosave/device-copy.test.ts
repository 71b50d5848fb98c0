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

const NOTHING = { answers: {}, base: {} };

describe('the device copy of unsent answers', () => {
  it('keeps the revision each unsent answer was based on, for the save after a reload', () => {
    const copy = deviceCopy(memoryStorage());
    copy.write(
      'ada@example.com',
      { city: 'London', first_name: 'Ada' },
      { base: { city: 7, first_name: 0 } },
    );
    expect(copy.read('ada@example.com')).toEqual({
      answers: { city: 'London', first_name: 'Ada' },
      base: { city: 7, first_name: 0 },
    });
  });

  it('reads an entry kept before revisions existed as answers without a base', () => {
    const storage = memoryStorage();
    storage.items.set('admissions.unsent.account:ada@example.com', '{"city": "London"}');
    expect(deviceCopy(storage).read('ada@example.com')).toEqual({
      answers: { city: 'London' },
      base: {},
    });
  });

  it('drops an entry whose base is not whole numbers', () => {
    const storage = memoryStorage();
    const key = 'admissions.unsent.account:ada@example.com';
    storage.items.set(key, '{"answers": {"city": "London"}, "base": {"city": "7"}}');
    expect(deviceCopy(storage).read('ada@example.com')).toEqual(NOTHING);
    storage.items.set(key, '{"answers": {"city": "London"}, "base": {"city": 1.5}}');
    expect(deviceCopy(storage).read('ada@example.com')).toEqual(NOTHING);
  });

  it('keeps what the page knew of the answers a change hides, and drops a malformed record', () => {
    const storage = memoryStorage();
    const copy = deviceCopy(storage);
    const same = { mailing_addr_same_as_perm_addr: true };
    const hiding = { mailing_addr_same_as_perm_addr: { mailing_city: 4, mailing_zip: 0 } };
    copy.write('ada@example.com', same, { base: { mailing_addr_same_as_perm_addr: 2 }, hiding });
    expect(copy.read('ada@example.com')).toEqual({
      answers: same,
      base: { mailing_addr_same_as_perm_addr: 2 },
      hiding,
    });
    storage.items.set(
      'admissions.unsent.account:ada@example.com',
      JSON.stringify({ answers: same, hiding: { mailing_addr_same_as_perm_addr: { x: -1 } } }),
    );
    expect(copy.read('ada@example.com')).toEqual({ answers: same, base: {} });
  });

  it('keeps each account apart: one never reads another’s answers', () => {
    const storage = memoryStorage();
    const copy = deviceCopy(storage);
    copy.write('ada@example.com', { city: 'London' });
    copy.write('alan@example.com', { city: 'Wilmslow' });
    expect(copy.read('ada@example.com').answers).toEqual({ city: 'London' });
    expect(copy.read('alan@example.com').answers).toEqual({ city: 'Wilmslow' });
    expect(copy.read(VISITOR_ACCOUNT)).toEqual(NOTHING);
    copy.clear('ada@example.com');
    expect(copy.read('ada@example.com')).toEqual(NOTHING);
    expect(copy.read('alan@example.com').answers).toEqual({ city: 'Wilmslow' });
  });

  it('keeps the repeater generations the answers were typed in, and reads a copy without them', () => {
    const storage = memoryStorage();
    const copy = deviceCopy(storage);
    copy.write('ada@example.com', { sibling_2_first_name: 'Bo' }, { generations: { sibling: 3 } });
    expect(copy.read('ada@example.com')).toEqual({
      answers: { sibling_2_first_name: 'Bo' },
      base: {},
      generations: { sibling: 3 },
    });
    storage.items.set('admissions.unsent.account:ada@example.com', '{"city": "Leeds"}');
    expect(copy.read('ada@example.com')).toEqual({ answers: { city: 'Leeds' }, base: {} });
    storage.items.set(
      'admissions.unsent.account:ada@example.com',
      '{"answers": {"city": "Leeds"}, "generations": {"sibling": -1}}',
    );
    expect(copy.read('ada@example.com')).toEqual({ answers: { city: 'Leeds' }, base: {} });
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
    expect(deviceCopy(storage).read('ada@example.com')).toEqual(NOTHING);
    storage.items.set('admissions.unsent.account:ada@example.com', 'not json');
    expect(deviceCopy(storage).read('ada@example.com')).toEqual(NOTHING);
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
    expect(copy.read('a')).toEqual(NOTHING);
    expect(deviceCopy(undefined).read('a')).toEqual(NOTHING);
  });
});
