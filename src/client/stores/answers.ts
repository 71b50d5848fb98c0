import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
// Deep imports keep the engine's validators out of the first download.
import { emptyAnswers } from '../../engine/model/answer-keys';
import type { Answers } from '../../engine/types';

type AnswerValue = string | boolean;

interface AnswersState {
  answers: Answers;
  /** Keys changed since the last successful save, so a save sends only what changed. */
  dirty: Set<string>;
  setAnswer(key: string, value: AnswerValue): void;
  setAnswers(patch: Answers): void;
  /** Replaces everything, e.g. with the answers the server returned; nothing is dirty after. */
  load(answers: Answers): void;
  markSaved(keys: Iterable<string>): void;
  /** Writes answers the server has just stored itself: they are not dirty afterwards. */
  applySaved(patch: Answers): void;
}

/**
 * The flat answer map of spec section 3, one store for the whole application. Every key of the
 * data model is always present ('' or false when unanswered), so a condition reads an
 * unanswered question as empty, never as missing (notIn ["", "USA"] must be false then).
 */
export const useAnswersStore = create<AnswersState>((set) => ({
  answers: emptyAnswers(),
  dirty: new Set(),
  setAnswer: (key, value) =>
    set((state) =>
      state.answers[key] === value
        ? state
        : { answers: { ...state.answers, [key]: value }, dirty: new Set(state.dirty).add(key) },
    ),
  setAnswers: (patch) =>
    set((state) => {
      const dirty = new Set(state.dirty);
      for (const key of Object.keys(patch)) dirty.add(key);
      return { answers: { ...state.answers, ...patch }, dirty };
    }),
  load: (answers) => set({ answers: { ...emptyAnswers(), ...answers }, dirty: new Set() }),
  markSaved: (keys) =>
    set((state) => {
      const dirty = new Set(state.dirty);
      for (const key of keys) dirty.delete(key);
      return { dirty };
    }),
  applySaved: (patch) =>
    set((state) => {
      const dirty = new Set(state.dirty);
      for (const key of Object.keys(patch)) dirty.delete(key);
      return { answers: { ...state.answers, ...patch }, dirty };
    }),
}));

// Per-key listeners behind one store subscription. A zustand selector per field would still run
// every field's selector on every keystroke (about 140 on About You); this runs one comparison
// per subscribed key and wakes only the fields whose answer changed.
const keyListeners = new Map<string, Set<() => void>>();
const keySubscribers = new Map<string, (listener: () => void) => () => void>();
let storeSubscription: (() => void) | undefined;

function notifyChangedKeys(state: AnswersState, previous: AnswersState): void {
  if (state.answers === previous.answers) return;
  for (const [key, listeners] of keyListeners) {
    if (state.answers[key] !== previous.answers[key]) for (const listener of listeners) listener();
  }
}

/** A stable subscribe function per key, as useSyncExternalStore wants. */
function subscribeToKey(key: string): (listener: () => void) => () => void {
  let subscribe = keySubscribers.get(key);
  if (!subscribe) {
    subscribe = (listener) => {
      storeSubscription ??= useAnswersStore.subscribe(notifyChangedKeys);
      let listeners = keyListeners.get(key);
      if (!listeners) keyListeners.set(key, (listeners = new Set()));
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) keyListeners.delete(key);
      };
    };
    keySubscribers.set(key, subscribe);
  }
  return subscribe;
}

/** Calls `listener` whenever this one answer changes; returns the unsubscribe. */
export function subscribeToAnswer(key: string, listener: () => void): () => void {
  return subscribeToKey(key)(listener);
}

export function readAnswer(key: string): AnswerValue | undefined {
  return useAnswersStore.getState().answers[key];
}

/** Subscribes a component to one answer only: a keystroke elsewhere does not re-render it. */
export function useAnswer(key: string): AnswerValue | undefined {
  const read = () => readAnswer(key);
  return useSyncExternalStore(subscribeToKey(key), read, read);
}

/** True when the visitor or applicant has typed anything at all. */
export function hasAnyAnswer(answers: Answers): boolean {
  return Object.values(answers).some((value) => value !== '' && value !== false);
}
