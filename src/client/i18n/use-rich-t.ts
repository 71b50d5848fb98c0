import { createElement, Fragment, useCallback, type ReactNode } from 'react';
import type { MessageKey } from './catalogue';
import { useLanguageState } from './language-store';

/** A placeholder's value: text, an element, or a tag's wrapper (`<login>Log in</login>`). */
export type RichValue = ReactNode | ((chunks: ReactNode[]) => ReactNode);

/** `t` for messages with elements inside (links, emphasis): the result is a React node. */
export function useRichT(): (key: MessageKey, values: Record<string, RichValue>) => ReactNode {
  const translate = useLanguageState((state) => state.translate);
  return useCallback(
    (key, values) => {
      if (!translate) throw new Error(`The catalogue is not loaded yet (asked for "${key}")`);
      const parts = translate(key, values) as ReactNode;
      // As children of one fragment, so React needs no keys for the pieces.
      return Array.isArray(parts)
        ? createElement(Fragment, null, ...(parts as ReactNode[]))
        : parts;
    },
    [translate],
  );
}
