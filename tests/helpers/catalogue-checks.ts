import { describe, expect, it } from 'vitest';
import { placeholdersOf } from './message-placeholders';

type Catalogue = Readonly<Record<string, string>>;

/**
 * The checks every message catalogue passes (issue 32): the same keys in English and Spanish,
 * each message written out in both, with the same placeholders and tags, except the messages
 * `apart` names, each with why its languages name different things.
 */
export function checkCatalogue(
  name: string,
  english: Catalogue,
  spanish: Catalogue,
  apart: Readonly<Record<string, string>> = {},
): void {
  describe(`the catalogue of ${name}`, () => {
    it('has every message in English and in Spanish, and nothing else', () => {
      expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    });

    it.each(Object.keys(english))(
      '"%s" is written out in both, with the same placeholders',
      (key) => {
        const en = english[key] ?? '';
        const es = spanish[key] ?? '';
        expect(en.trim()).not.toBe('');
        expect(es.trim()).not.toBe('');
        if (!(key in apart)) expect(placeholdersOf(es)).toEqual(placeholdersOf(en));
      },
    );
  });
}
