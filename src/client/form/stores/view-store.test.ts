import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewStore } from './view-store';

describe('the view store', () => {
  afterEach(() => useViewStore.getState().reset());

  it('loads a view state that differs from what it holds', () => {
    const listener = vi.fn();
    const off = useViewStore.subscribe(listener);
    useViewStore.getState().load({ addAnother: { high_school: 3 }, tabs: { t: 'essay' } });
    off();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(useViewStore.getState()).toMatchObject({
      addAnother: { high_school: 3 },
      tabs: { t: 'essay' },
    });
  });

  it('changes nothing, and tells no one, when loaded with what it holds', () => {
    useViewStore.getState().load({ addAnother: { high_school: 3 }, tabs: {} });
    const before = useViewStore.getState();
    const listener = vi.fn();
    const off = useViewStore.subscribe(listener);
    useViewStore.getState().load({ addAnother: { high_school: 3 } });
    off();
    expect(listener).not.toHaveBeenCalled();
    expect(useViewStore.getState()).toBe(before);
  });

  it('takes a changed count even when the tabs are the same', () => {
    useViewStore.getState().load({ addAnother: { high_school: 3 }, tabs: { t: 'essay' } });
    useViewStore.getState().load({ addAnother: { high_school: 2 }, tabs: { t: 'essay' } });
    expect(useViewStore.getState().addAnother).toEqual({ high_school: 2 });
  });
});
