import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { DEFAULT_LANGUAGE, type Language } from '../../contracts/language';
import type { Catalogue } from './catalogue';
import { createTranslator, type Translator } from './translator';

interface LanguageState {
  language: Language;
  /** Null until the language's catalogue has loaded (main.tsx waits for it before rendering). */
  translate: Translator | null;
  /** Puts a loaded catalogue in effect. */
  use(language: Language, catalogue: Catalogue): void;
}

/** The language the shell is read in, and its messages. */
export const languageStore = createStore<LanguageState>((set) => ({
  language: DEFAULT_LANGUAGE,
  translate: null,
  use: (language, catalogue) => set({ language, translate: createTranslator(language, catalogue) }),
}));

const current = () => languageStore.getState();

/**
 * One value of the language state, re-rendering on a switch. The same on the server and while
 * hydrating (zustand's hook would read its initial state there: no catalogue), since the
 * prerender and the browser both load the page's catalogue before rendering.
 */
export function useLanguageState<T>(selector: (state: LanguageState) => T): T {
  return useSyncExternalStore(
    languageStore.subscribe,
    () => selector(current()),
    () => selector(current()),
  );
}
