import type { InputMask } from 'imask';
import { useEffect, useLayoutEffect, useRef, type ChangeEvent, type RefObject } from 'react';

export interface LazyMaskInput {
  ref: RefObject<HTMLInputElement | null>;
  defaultValue: string;
  onFocus(): void;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

/**
 * The props of an uncontrolled input that formats while typing with `pattern` (imask's
 * syntax: 0 is a digit). imask is loaded and attached to the same input when it is first
 * focused, so a page's first load does not carry it; what was typed before it arrived is
 * formatted then, and a chunk that could not be fetched is tried again on the next focus.
 * `shown` written from outside (saved answers, a hidden section emptied) is put into the
 * input; `accept` hears every text the input takes.
 */
export function useLazyMask(
  pattern: string,
  shown: string,
  accept: (text: string) => void,
): LazyMaskInput {
  const input = useRef<HTMLInputElement>(null);
  const mask = useRef<InputMask | null>(null);
  const loading = useRef(false);
  const latestAccept = useRef(accept);
  useLayoutEffect(() => {
    latestAccept.current = accept;
  });

  useEffect(() => {
    if (mask.current) {
      if (mask.current.value !== shown) mask.current.value = shown;
    } else if (input.current && input.current.value !== shown) input.current.value = shown;
  }, [shown]);
  useEffect(() => () => mask.current?.destroy(), []);

  return {
    ref: input,
    defaultValue: shown,
    onFocus() {
      if (loading.current) return;
      loading.current = true;
      void import('imask').then(
        ({ default: IMask }) => {
          const element = input.current;
          if (!element) return;
          const attached = IMask(element, { mask: pattern });
          attached.on('accept', () => latestAccept.current(attached.value));
          mask.current = attached;
          latestAccept.current(attached.value);
        },
        () => {
          // Not fetched (offline): the input takes text unformatted, and the next focus retries.
          loading.current = false;
        },
      );
    },
    onChange(event) {
      if (!mask.current) latestAccept.current(event.target.value);
    },
  };
}
