import { describe, expect, it } from 'vitest';
import { pages } from '../../engine';
import { printItems, type PrintItem } from './print-items';

const fields = (items: PrintItem[]) =>
  items.filter((i) => i.type === 'field').map((i) => (i as { label: string }).label);
const headings = (items: PrintItem[]) =>
  items.filter((i) => i.type === 'heading').map((i) => (i as { text: string }).text);

describe('printItems', () => {
  it('starts each page with its title and prints sections as headings with their questions', () => {
    const items = printItems({ answers: { first_name: 'Ada' }, view: {}, documents: {} });
    expect(headings(items)).toEqual(
      expect.arrayContaining([
        pages.about.title,
        pages.education.title,
        pages['final-steps'].title,
        'Personal information',
        'Permanent address',
      ]),
    );
    expect(items).toContainEqual({ type: 'field', label: 'First name', lines: ['Ada'] });
  });

  it('prints a code by its label, a box as [X] or [ ], and leaves out what a condition hides', () => {
    const same = printItems({
      answers: {
        country: 'USA',
        country_desc: 'United States',
        mailing_addr_same_as_perm_addr: true,
      },
      view: {},
      documents: {},
    });
    expect(same).toContainEqual({ type: 'field', label: 'Country', lines: ['United States'] });
    expect(same).toContainEqual({
      type: 'line',
      text: '[X] My mailing address is the same as my permanent address',
    });
    expect(headings(same)).not.toContain('Mailing address');
    const different = printItems({
      answers: { mailing_addr_same_as_perm_addr: false },
      view: {},
      documents: {},
    });
    expect(different).toContainEqual({
      type: 'line',
      text: '[ ] My mailing address is the same as my permanent address',
    });
    expect(headings(different)).toContain('Mailing address');
  });

  it('prints repeater entries up to the stored count, each under its title', () => {
    const one = printItems({ answers: {}, view: {}, documents: {} });
    const three = printItems({ answers: {}, view: { addAnother: { sibling: 3 } }, documents: {} });
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

  it('says whether a document is attached', () => {
    const items = printItems({
      answers: { additional_info_doc: 'ANSWERED' },
      view: { tabs: {} },
      documents: { additional_info_doc: 'essay.docx' },
    });
    expect(JSON.stringify(items)).toContain('Attached: essay.docx');
  });
});
