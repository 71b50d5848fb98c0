import { FILE_MESSAGES } from '../../engine';
import type { MessageKey } from './catalogue';
import type { TextValues } from './translate';

type Translate = (key: MessageKey, values?: TextValues) => string;

/**
 * The engine's file rules speak the spec's English (the server checks with them too); the file
 * question shows each by its catalogue key (`file.<name>`), in the language read.
 */
const KEYS = new Map<string, MessageKey>(
  Object.entries(FILE_MESSAGES).map(([name, message]) => [message, `file.${name}` as MessageKey]),
);

/** One message of the file rules in the language read (an unknown one as it is). */
export function fileMessage(message: string, t: Translate): string {
  const key = KEYS.get(message);
  return key ? t(key) : message;
}
