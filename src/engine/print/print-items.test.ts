import { describe, expect, it } from 'vitest';
import { pages } from '../definitions/pages';
import type { Answers, ViewState } from '../types';
import { printItems, type PrintItem } from './print-items';

const documentLine = (key: string) =>
  key === 'additional_info_doc' ? 'Attached: essay.docx' : 'No document attached.';
const print = (answers: Answers, view: ViewState = {}) =>
  printItems({ answers, view, documentLine, language: 'en' });
const fields = (items: PrintItem[]) => items.flatMap((i) => (i.type === 'field' ? [i.label] : []));
const headings = (items: PrintItem[]) =>
  items.flatMap((i) => (i.type === 'heading' ? [i.text] : []));

describe('printItems', () => {
  it('starts each page with its title and prints sections as headings with their questions', () => {
    const items = print({ first_name: 'Ada' });
    expect(headings(items)).toEqual(
      expect.arrayContaining([
        pages.about.title,
        pages.education.title,
        pages['final-steps'].title,
        'Personal information',
        'Permanent address',
      ]),
    );
    expect(items).toContainEqual({
      type: 'field',
      page: 'about',
      key: 'first_name',
      label: 'First name',
      lines: ['Ada'],
    });
  });

  it('prints a code by its label, a box as [X] or [ ], and leaves out what a condition hides', () => {
    const same = print({
      country: 'USA',
      country_desc: 'United States',
      mailing_addr_same_as_perm_addr: true,
    });
    expect(same).toContainEqual(
      expect.objectContaining({ type: 'field', label: 'Country', lines: ['United States'] }),
    );
    expect(same).toContainEqual({
      type: 'line',
      page: 'about',
      key: 'mailing_addr_same_as_perm_addr',
      text: '[X] My mailing address is the same as my permanent address',
    });
    expect(headings(same)).not.toContain('Mailing address');
    const different = print({ mailing_addr_same_as_perm_addr: false });
    expect(different).toContainEqual(
      expect.objectContaining({
        type: 'line',
        text: '[ ] My mailing address is the same as my permanent address',
      }),
    );
    expect(headings(different)).toContain('Mailing address');
  });

  it.each([
    ['en', '04/12/2007'],
    ['es', '12/04/2007'],
  ] as const)('prints a date in the order of the reader, %s: %s', (language, printed) => {
    const items = printItems({
      answers: { birth_date: '2007-04-12' },
      view: {},
      documentLine,
      language,
    });
    expect(items).toContainEqual(expect.objectContaining({ key: 'birth_date', lines: [printed] }));
  });

  it('prints repeater entries up to the stored count, each under its title', () => {
    const one = print({});
    const three = print({}, { addAnother: { sibling: 3 } });
    const siblings = (items: PrintItem[]) =>
      headings(items).filter((h) => h.startsWith('Brother or sister'));
    expect(siblings(one)).toEqual(['Brother or sister 1']);
    expect(siblings(three)).toEqual([
      'Brother or sister 1',
      'Brother or sister 2',
      'Brother or sister 3',
    ]);
    expect(fields(three).length).toBeGreaterThan(fields(one).length);
  });

  it("prints a document question with the medium's own line", () => {
    const items = print({ additional_info_doc: 'ANSWERED' }, { tabs: {} });
    expect(items).toContainEqual(
      expect.objectContaining({ key: 'additional_info_doc', lines: ['Attached: essay.docx'] }),
    );
  });

  it('prints the statement agreed to before its box', () => {
    const items = print({ legal_agree: true });
    const box = items.findIndex((i) => i.type === 'line' && i.key === 'legal_agree');
    expect(items[box]).toMatchObject({ text: '[X] I agree to the statement above' });
    expect(items[box - 1]).toMatchObject({
      type: 'line',
      page: 'final-steps',
      text: expect.stringMatching(
        /^I certify that the information in this application is complete and true\./,
      ),
    });
    expect(items[box - 1]).not.toHaveProperty('key');
  });

  it('shows the same questions whatever a withheld answer is: a follow-up does not tell it', () => {
    // The keys a reader granted no category is withheld (the fixture forms mark none sensitive).
    const keys = new Set(['disability', 'accommodations', 'conviction', 'conviction_comment']);
    const withheld = { keys, line: 'Withheld' };
    const printed = (answers: Answers) =>
      printItems({ answers, view: {}, documentLine, language: 'en', withheld }).filter(
        (item) => item.type === 'field',
      );
    const yes = printed({
      first_name: 'Ada',
      disability: 'Y',
      accommodations: 'Y',
      conviction: 'Y',
    });
    expect(yes).toEqual(printed({ first_name: 'Ada', disability: 'N', conviction: 'N' }));
    expect(fields(yes)).toContain('Do you have a disability you would like us to know about?');
    expect(fields(yes)).not.toContain(
      'Would you like our Disability Resources office to contact you about accommodations?',
    );
    expect(fields(yes)).not.toContain('Please explain what happened and what you learned.');
  });
});
