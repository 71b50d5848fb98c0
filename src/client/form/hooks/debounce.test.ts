import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from './debounce';

describe('createDebouncer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('runs 200 ms after the last call', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, 200, 500);
    debouncer.call();
    vi.advanceTimersByTime(150);
    debouncer.call();
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at the latest 500 ms after the first call while calls keep coming', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, 200, 500);
    for (let t = 0; t < 500; t += 100) {
      debouncer.call();
      vi.advanceTimersByTime(100);
    }
    expect(run).toHaveBeenCalledTimes(1);
    debouncer.call();
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('sets one timer for a burst of asks (autosave asks on every key press)', () => {
    const run = vi.fn();
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    const debouncer = createDebouncer(run, 200, 500);
    for (let i = 0; i < 20; i++) {
      debouncer.call();
      vi.advanceTimersByTime(5);
    }
    expect(setTimer).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(199);
    expect(run).toHaveBeenCalledTimes(1);
    expect(setTimer).toHaveBeenCalledTimes(2); // the one re-arm for the asks after the first
  });

  it('cancel drops a pending run', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, 200, 500);
    debouncer.call();
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
