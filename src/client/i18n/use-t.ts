import { useCallback } from 'react';
import type { MessageKey } from './catalogue';
import { useLanguageState } from './language-store';
import { formatWith, type TextValues } from './translate';

/** `t` for a component: its texts follow the language switch. */
export function useT(): (key: MessageKey, values?: TextValues) => string {
  const translate = useLanguageState((state) => state.translate);
  return useCallback((key, values) => formatWith(translate, key, values), [translate]);
}
