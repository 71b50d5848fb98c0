import { useLayoutEffect, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { readAnswer, subscribeToAnswer } from '../../stores/answers';
import { writeAnswer } from './answer-writes';
import { stringValue } from './widget-props';

export interface AnswerInput<E extends HTMLInputElement | HTMLTextAreaElement> {
  ref: RefObject<E | null>;
  defaultValue: string;
  onChange(event: ChangeEvent<E>): void;
}

/** Puts the stored answer into the box unless it already shows it (so the caret stays put). */
function show(element: HTMLInputElement | HTMLTextAreaElement | null, key: string): void {
  const stored = stringValue(readAnswer(key));
  if (element && element.value !== stored) element.value = stored;
}

/**
 * The props of an uncontrolled text box bound to one answer. A key press writes the store
 * and renders nothing: a controlled box re-rendered its field on every key press (issue 20's
 * typing target). The box follows the store when the answer changes from elsewhere (saved
 * answers loaded, a hidden section emptied, a value the server normalised, a visitor's kept
 * answers) and, after a key press, shows what the store took: nothing new when an erase
 * confirmation is pending or declined, as a controlled box would.
 */
export function useAnswerInput<E extends HTMLInputElement | HTMLTextAreaElement>(
  key: string,
): AnswerInput<E> {
  const ref = useRef<E>(null);
  // Read once: later values reach the element through the subscription, not through React.
  const [initial] = useState(() => stringValue(readAnswer(key)));
  useLayoutEffect(() => {
    show(ref.current, key); // a change between this render and the subscription
    return subscribeToAnswer(key, () => show(ref.current, key));
  }, [key]);
  return {
    ref,
    defaultValue: initial,
    onChange(event) {
      writeAnswer(key, event.target.value);
      show(ref.current, key);
    },
  };
}
