import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from './debounce';

describe('createDebouncer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
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

  it('cancel drops a pending run', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, 200, 500);
    debouncer.call();
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
