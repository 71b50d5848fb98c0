// The refusals an applicant can read and their Spanish: one list, no text left over either way.
import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../../../tests/helpers/message-placeholders';
import { TOO_MANY_ATTEMPTS } from '../plugins/rate-limit';
import shellEnglish from '../../client/i18n/messages/en.json';
import shellSpanish from '../../client/i18n/messages/es.json';
import { APPLICANT_REFUSALS } from './refusals';
import spanish from './replies/es.json';
import { replyText } from './reply-text';

describe('the Spanish of the refusals (issue 32)', () => {
  it('has every refusal an applicant can read, and nothing else', () => {
    expect(Object.keys(spanish).sort()).toEqual([...new Set(APPLICANT_REFUSALS)].sort());
  });

  it.each(APPLICANT_REFUSALS)(
    '"%s" is written anew, with the same figures and file types',
    (english) => {
      const text = replyText(english, 'es');
      expect(text).not.toBe(english);
      expect(text.match(/\d+|\.[a-z]{3,4}\b/g) ?? []).toEqual(
        english.match(/\d+|\.[a-z]{3,4}\b/g) ?? [],
      );
    },
  );

  it.each(APPLICANT_REFUSALS)('"%s" has the same placeholders in Spanish', (english) => {
    expect(placeholdersOf(replyText(english, 'es'))).toEqual(placeholdersOf(english));
  });

  it.each([
    [
      1,
      'Too many attempts. Please wait 1 minute and try again.',
      'Hubo demasiados intentos. Espere 1 minuto e inténtelo de nuevo.',
    ],
    [
      10,
      'Too many attempts. Please wait 10 minutes and try again.',
      'Hubo demasiados intentos. Espere 10 minutos e inténtelo de nuevo.',
    ],
    // A day's lock-out: the figure grouped as each locale writes it (CLDR's en-US, es-419).
    [
      1440,
      'Too many attempts. Please wait 1,440 minutes and try again.',
      'Hubo demasiados intentos. Espere 1,440 minutos e inténtelo de nuevo.',
    ],
  ])('the wait of %i minute(s) in each language, in its plural', (minutes, english, spanish) => {
    expect(replyText(TOO_MANY_ATTEMPTS, 'en', { minutes })).toBe(english);
    expect(replyText(TOO_MANY_ATTEMPTS, 'es', { minutes })).toBe(spanish);
  });

  // The page words some refusals itself (the file rules before an upload, the generic failure):
  // one English text has one Spanish one, whichever side shows it.
  it.each(
    Object.entries(shellEnglish).filter(([, english]) => APPLICANT_REFUSALS.includes(english)),
  )('the shell says "%s" as the server does', (key, english) => {
    expect(shellSpanish[key as keyof typeof shellSpanish]).toBe(replyText(english, 'es'));
  });

  it('leaves a text it does not know, and English, as they are', () => {
    expect(replyText('"tab" has no entry 3 that can be removed.', 'es')).toBe(
      '"tab" has no entry 3 that can be removed.',
    );
    expect(replyText(APPLICANT_REFUSALS[0] ?? '', 'en')).toBe(APPLICANT_REFUSALS[0]);
    expect(replyText('constructor', 'es')).toBe('constructor');
  });
});
