import { describe, expect, it } from 'vitest';
import { cookieLanguage, initialLanguage } from './initial-language';

describe('the language a page opens in (issue 32)', () => {
  it.each([
    ['?lang=es', '', 'en', 'es'],
    ['?lang=en', 'lang=es', 'es', 'en'],
    ['', 'a=1; lang=es', 'en', 'es'],
    ['', '', 'es', 'es'],
    ['', '', 'en', 'en'],
    ['?lang=fr', 'lang=de', 'xx', 'en'],
    ['?token=x&lang=es', '', 'en', 'es'],
  ])('address %j, cookie %j, page sent in %j: %s', (search, cookie, page, expected) => {
    expect(initialLanguage(search, cookie, page)).toBe(expected);
  });

  it('reads only the language cookie, and only a language it knows', () => {
    expect(cookieLanguage('langs=es; lang=es')).toBe('es');
    expect(cookieLanguage('xlang=es')).toBeUndefined();
    expect(cookieLanguage('lang=')).toBeUndefined();
  });
});
