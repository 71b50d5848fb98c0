import type { MessageKey } from './catalogue';
import { languageStore } from './language-store';
import type { Translator } from './translator';

/** Placeholder values of a plain text message. */
export type TextValues = Record<string, string | number>;

/** One message as text, from the translator in effect. */
export function formatWith(
  translate: Translator | null,
  key: MessageKey,
  values?: TextValues,
): string {
  if (!translate) throw new Error(`The catalogue is not loaded yet (asked for "${key}")`);
  return String(translate(key, values));
}

/**
 * A text of the shell in the language in effect, for code outside React (toasts, dialogs
 * opened by a failed call). Components use `useT`, which re-renders them when it changes.
 */
export function t(key: MessageKey, values?: TextValues): string {
  return formatWith(languageStore.getState().translate, key, values);
}
