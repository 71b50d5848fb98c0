import { useEffect, useRef, useState } from 'react';
import { createDebouncer, type Debouncer } from './debounce';

/** The value, updated at most every `wait` ms while it keeps changing (and by `maxWait` at the latest). */
export function useDebouncedValue<T>(value: T, wait: number, maxWait: number): T {
  const [debounced, setDebounced] = useState(value);
  const latest = useRef(value);
  const debouncer = useRef<Debouncer | null>(null);

  useEffect(() => {
    const created = createDebouncer(() => setDebounced(latest.current), wait, maxWait);
    debouncer.current = created;
    return () => created.cancel();
  }, [wait, maxWait]);

  useEffect(() => {
    latest.current = value;
    debouncer.current?.call();
  }, [value]);

  return debounced;
}
