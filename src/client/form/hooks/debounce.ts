export interface Debouncer {
  /** Asks for a run; runs wait ms after the last ask, but never later than maxWait after the first. */
  call(): void;
  cancel(): void;
}

/**
 * A debounce with a maximum wait (spec: autocomplete 200 ms, at most 500 ms), so a fast typist
 * still sees suggestions while typing instead of only after a pause.
 */
export function createDebouncer(run: () => void, wait: number, maxWait: number): Debouncer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstAsk: number | undefined;
  const fire = () => {
    timer = undefined;
    firstAsk = undefined;
    run();
  };
  return {
    call() {
      const now = Date.now();
      firstAsk ??= now;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(fire, Math.max(0, Math.min(wait, firstAsk + maxWait - now)));
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      firstAsk = undefined;
    },
  };
}
