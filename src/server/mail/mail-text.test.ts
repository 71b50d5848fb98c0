import { describe, expect, it } from 'vitest';
import { checkCatalogue } from '../../../tests/helpers/catalogue-checks';
import { mailText, MAIL_TEXTS } from './mail-text';

checkCatalogue('the e-mails (issue 32)', MAIL_TEXTS.en, MAIL_TEXTS.es);

describe('an e-mail text', () => {
  it('fills its placeholders in the language asked for', () => {
    expect(mailText('en', 'confirmation.code', { code: '123456' })).toBe(
      'Your confirmation code is 123456',
    );
    expect(mailText('es', 'confirmation.code', { code: '123456' })).toBe(
      'Su código de confirmación es 123456',
    );
  });
});
