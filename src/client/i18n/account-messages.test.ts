import { ACCOUNT_REPLIES } from '../../contracts/account-replies';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../engine/account/account-rules';
import { passwordChecklist } from '../../engine/account/password-checklist';
import { createTranslator } from './translator';
import { formatWith, type TextValues } from './translate';
import type { MessageKey } from './catalogue';
import { accountMessage, checklistLabel } from './account-messages';
import en from './messages/en.json';
import es from './messages/es.json';

const inEnglish = createTranslator('en', en);
const inSpanish = createTranslator('es', es);
const english = (key: MessageKey, values?: TextValues) => formatWith(inEnglish, key, values);
const spanish = (key: MessageKey, values?: TextValues) => formatWith(inSpanish, key, values);

describe("the account rules' messages and the account calls' replies in the language read (issue 32)", () => {
  const messages = [
    ...Object.values(ACCOUNT_REPLIES),
    ...Object.values(ACCOUNT_MESSAGES),
    ...passwordChecklist('').map((item) => item.message),
  ];

  it.each(messages)('"%s" reads as the engine says in English, and has its Spanish', (message) => {
    expect(accountMessage(message, english)).toBe(message);
    const inSpanishText = accountMessage(message, spanish);
    expect(inSpanishText).not.toBe(message);
    expect(inSpanishText).not.toMatch(/\{|\}/);
  });

  it.each(passwordChecklist(''))("the checklist's $id reads as the engine says", (item) => {
    expect(checklistLabel(item.id, english)).toBe(item.label);
    expect(checklistLabel(item.id, spanish)).not.toBe(item.label);
  });

  it('leaves a message it does not know as it is (a server reply)', () => {
    expect(accountMessage('Something else.', spanish)).toBe('Something else.');
  });

  it('writes the limits in: 6 numbers, 12 characters', () => {
    expect(accountMessage(ACCOUNT_MESSAGES.codeInvalid, spanish)).toBe(
      'El código de confirmación debe tener exactamente 6 números.',
    );
    expect(checklistLabel('length', spanish)).toBe('Al menos 12 caracteres');
  });
});
