export interface Debouncer {
  /** Asks for a run; runs wait ms after the last ask, but never later than maxWait after the first. */
  call(): void;
  cancel(): void;
}

/**
 * A debounce with a maximum wait (spec: autocomplete 200 ms, at most 500 ms), so a fast typist
 * still sees suggestions while typing instead of only after a pause. Autosave asks on every
 * key press, so an ask only notes the time: the one timer of a burst, when it fires early,
 * sets itself again for what is left (lodash's debounce works the same way).
 */
export function createDebouncer(run: () => void, wait: number, maxWait: number): Debouncer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstAsk = 0;
  let lastAsk = 0;
  const due = () => Math.min(lastAsk + wait, firstAsk + maxWait);
  const fire = () => {
    const left = due() - Date.now();
    if (left > 0) {
      timer = setTimeout(fire, left);
      return;
    }
    timer = undefined;
    run();
  };
  return {
    call() {
      lastAsk = Date.now();
      if (timer !== undefined) return;
      firstAsk = lastAsk;
      timer = setTimeout(fire, Math.min(wait, maxWait));
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
