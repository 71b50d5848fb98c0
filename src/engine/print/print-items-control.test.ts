// printItems reads the control state: the one document rule, "hide unanswered", the tab in
// effect for the reader.
import { describe, expect, it } from 'vitest';
import type { Answers } from '../types';
import { printItems, type PrintItem, type PrintSource } from './print-items';

const documentLine = (_key: string, attached: boolean) => (attached ? 'yes' : 'no');
const print = (answers: Answers, more: Partial<PrintSource> = {}) =>
  printItems({ answers, view: {}, documentLine, language: 'en', ...more });
const keys = (items: PrintItem[]) =>
  items.flatMap((i) => (i.type !== 'heading' && i.key ? [i.key] : []));
const line = (items: PrintItem[], key: string) =>
  items.find((i) => i.type === 'field' && i.key === key);

describe('printItems and the control state', () => {
  it('prints a document as attached only when it is ANSWERED and held', () => {
    const answers = { citizenship_type: 'R', student_upload_card: 'ANSWERED' };
    const held = new Set(['student_upload_card']);
    expect(line(print(answers, { documents: held }), 'student_upload_card')).toMatchObject({
      lines: ['yes'],
    });
    expect(line(print(answers), 'student_upload_card')).toMatchObject({ lines: ['no'] });
    expect(
      line(
        print({ ...answers, student_upload_card: '' }, { documents: held }),
        'student_upload_card',
      ),
    ).toMatchObject({ lines: ['no'] });
  });

  it('leaves out unanswered questions, unticked boxes and emptied sections when asked', () => {
    const answers = { first_name: 'Ada', legal_agree: false };
    const all = print(answers);
    const answered = print(answers, { hideUnanswered: true });
    expect(keys(all)).toEqual(expect.arrayContaining(['first_name', 'last_name', 'legal_agree']));
    expect(keys(answered)).toEqual(['first_name']);
    expect(answered.filter((i) => i.type === 'heading').map((i) => i.text)).not.toContain(
      'Permanent address',
    );
  });

  it('prints the tab in effect: a visitor the default one', () => {
    const view = { tabs: { additional_info_tabs: 'essay' } };
    const answers = { additional_info_essay: 'Hello' };
    expect(keys(print(answers, { view }))).toContain('additional_info_essay');
    const visitor = keys(print(answers, { view, audience: 'visitor' }));
    expect(visitor).toContain('additional_info_doc');
    expect(visitor).not.toContain('additional_info_essay');
  });
});
