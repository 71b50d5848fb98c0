// Every e-mail an applicant or a parent receives, in Spanish (issue 32): no English text of the
// e-mails' catalogue or of the site's next steps left, the HTML marked Spanish, the date in the
// Spanish convention. The institution's name is a proper name and stays.
import { describe, expect, it } from 'vitest';
import { site } from '../../engine';
import {
  accountExistsMessage,
  confirmationMessage,
  decisionReleasedMessage,
  receiptMessage,
  resetMessage,
} from './messages';
import { MAIL_TEXTS } from './mail-text';
import type { MailMessage } from './mailer';

const TO = 'ana@example.edu';
const URL_ = 'https://apply.example.edu/confirm?username=ana%40example.edu';

/** The words around each placeholder of the English texts, long enough not to be a name. */
const englishPieces = [
  ...Object.values(MAIL_TEXTS.en).flatMap((text) => text.split(/\{[^}]*\}/)),
  ...site.nextSteps,
]
  .map((piece) => piece.trim())
  .filter((piece) => piece.length >= 6);

async function inSpanish(): Promise<[string, MailMessage][]> {
  return [
    ['code', confirmationMessage('es', TO, '123456', URL_, { contested: false })],
    [
      'code, contested',
      confirmationMessage('es', TO, '123456', `${URL_}&token=x`, { contested: true }),
    ],
    ['account exists', accountExistsMessage('es', TO, URL_, URL_)],
    ['reset', resetMessage('es', TO, URL_)],
    ['receipt', await receiptMessage('es', TO, new Date('2026-11-25T17:00:00Z'), 'SU-2026-0001')],
    ['decision', decisionReleasedMessage('es', TO, 'SU-2026-0001', URL_, 'Inés')],
  ];
}

describe('the e-mails in Spanish', () => {
  it('leave no English of their texts', async () => {
    for (const [name, message] of await inSpanish()) {
      const whole = [message.subject, message.text, message.html].join('\n');
      expect(
        englishPieces.filter((piece) => whole.includes(piece)),
        name,
      ).toEqual([]);
      expect(message.html, name).toContain('<html lang="es">');
    }
  });

  it('write the date of the receipt the Spanish way', async () => {
    const receipt = (await inSpanish()).find(([name]) => name === 'receipt')?.[1];
    expect(receipt?.text).toMatch(/Su solicitud se envió el 25 de noviembre de 2026/);
  });
});
