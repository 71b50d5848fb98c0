import { describe, expect, it } from 'vitest';
import { settleChange } from '../../engine';
import type { SaveContext } from '../repositories/save-context';
import { SaveCache } from './save-cache';

const ada = { id: 'a1', username: 'ada@example.edu' };
const grace = { id: 'g1', username: 'grace@example.edu' };

function context(data: Record<string, string> = {}, serial = '1'): SaveContext {
  return {
    submitted_at: null,
    write_serial: serial,
    data,
    revisions: Object.fromEntries(Object.keys(data).map((key) => [key, 1])),
    tabs: {},
    add_another: {},
    documents: [],
    generations: {},
  };
}

describe('SaveCache', () => {
  it('recalls an application by the hash of any session that saved to it', () => {
    const cache = new SaveCache();
    cache.remember('laptop', ada, context({ first_name: 'Ada' }));
    cache.remember('phone', ada, context({ first_name: 'Ada' }, '2'));
    expect(cache.recall('laptop')?.context.write_serial).toBe('2');
    expect(cache.recall('phone')?.applicant).toEqual(ada);
    expect(cache.recall('stranger')).toBeUndefined();
    expect(cache.held).toMatchObject({ applications: 1, sessions: 2 });
  });

  it('recalls nothing once the application or the session is forgotten', () => {
    const cache = new SaveCache();
    cache.remember('laptop', ada, context());
    cache.remember('other', grace, context());
    cache.forget(ada.id);
    expect(cache.recall('laptop')).toBeUndefined();
    cache.update(ada.id, context());
    expect(cache.recall('laptop')).toBeDefined();
    cache.forgetSession('laptop');
    expect(cache.recall('laptop')).toBeUndefined();
    expect(cache.recall('other')?.applicant).toEqual(grace);
  });

  it('holds no submitted application', () => {
    const cache = new SaveCache();
    cache.remember('laptop', ada, context());
    cache.update(ada.id, { ...context(), submitted_at: new Date() });
    expect(cache.recall('laptop')).toBeUndefined();
    expect(cache.held.applications).toBe(0);
  });

  it('holds at most its count of applications and sessions, the least recently used going first', () => {
    const cache = new SaveCache({ entries: 2, bytes: 1_000_000 });
    cache.remember('s1', { id: '1', username: 'one' }, context());
    cache.remember('s2', { id: '2', username: 'two' }, context());
    expect(cache.recall('s1')).toBeDefined();
    cache.remember('s3', { id: '3', username: 'three' }, context());
    expect(cache.recall('s2')).toBeUndefined();
    expect(cache.recall('s1')).toBeDefined();
    expect(cache.held).toMatchObject({ applications: 2, sessions: 2 });
  });

  it('weighs each application by its answers and stays within its bytes', () => {
    const essay = 'x'.repeat(10_000);
    const cache = new SaveCache({ entries: 100, bytes: 41_000 });
    cache.remember('s1', { id: '1', username: 'one' }, context({ short: 'a' }));
    const small = cache.held.bytes;
    expect(small).toBeLessThan(1_000);
    cache.remember('s2', { id: '2', username: 'two' }, context({ essay }));
    expect(cache.held.bytes - small).toBeGreaterThan(20_000);
    cache.remember('s3', { id: '3', username: 'three' }, context({ essay }));
    // Two essays and the small one weigh more than 41,000: both older ones go.
    expect(cache.held.bytes).toBeLessThanOrEqual(41_000);
    expect(cache.recall('s1')).toBeUndefined();
    expect(cache.recall('s2')).toBeUndefined();
    expect(cache.recall('s3')?.context.data.essay).toBe(essay);
  });

  it('weighs the walk a copy keeps beside its answers', () => {
    const cache = new SaveCache();
    const data = { first_name: 'Ada' };
    cache.remember('s1', ada, context(data));
    const bare = cache.held.bytes;
    cache.update(ada.id, { ...context(data), settled: settleChange(data, data) });
    expect(cache.held.bytes - bare).toBeGreaterThan(10_000);
  });
});
