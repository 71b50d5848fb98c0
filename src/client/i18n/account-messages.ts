import { ACCOUNT_REPLIES } from '../../contracts/account-replies';
import type { ErrorMap } from '../../engine';
import { ACCOUNT_MESSAGES } from '../../engine/account/account-rules';
import { passwordChecklist } from '../../engine/account/password-checklist';
import { CODE_LENGTH, PASSWORD_MIN_LENGTH } from '../../engine/constants';
import type { MessageKey } from './catalogue';
import type { TextValues } from './translate';

type Translate = (key: MessageKey, values?: TextValues) => string;

/**
 * The engine's account rules and the account calls' replies speak the spec's English (the
 * server checks and answers with them); the cards show each message by its catalogue key, in
 * the language read.
 */
const KEYS = new Map<string, MessageKey>([
  ...Object.entries(ACCOUNT_REPLIES).map(
    ([name, message]) => [message, `reply.${name}` as MessageKey] as const,
  ),
  ...Object.entries(ACCOUNT_MESSAGES).map(
    ([name, message]) => [message, `rule.${name}` as MessageKey] as const,
  ),
  ...passwordChecklist('').map((item) => [item.message, `rule.${item.id}` as MessageKey] as const),
]);

const LIMITS = { length: CODE_LENGTH, min: PASSWORD_MIN_LENGTH };

/** One message of the account rules in the language read (an unknown one as it is). */
export function accountMessage(message: string, t: Translate): string {
  const key = KEYS.get(message);
  return key ? t(key, LIMITS) : message;
}

/** An account form's messages in the language read. */
export function accountErrors(errors: ErrorMap, t: Translate): ErrorMap {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((message) => accountMessage(message, t)),
    ]),
  );
}

/** A password requirement's label in the checklist. */
export function checklistLabel(id: string, t: Translate): string {
  return t(`checklist.${id}` as MessageKey, LIMITS);
}
