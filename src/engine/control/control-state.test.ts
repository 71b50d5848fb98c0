// The control state on a small definition written for the test: what each audience may do with
// a repeater and a tabs node, a question's options and marker, and a document's attachment.
import { describe, expect, it } from 'vitest';
import { repeaterInstances } from '../definitions/walk';
import type { FormNode, PageDefinition, QuestionNode, RepeaterNode, TabsNode } from '../types';
import { controlState } from './control-state';

const text = (key: string): QuestionNode => ({ kind: 'question', key, widget: 'text', label: key });
const file: QuestionNode = { kind: 'question', key: 'card', widget: 'file', label: 'Card' };
const color: QuestionNode = {
  kind: 'question',
  key: 'color',
  widget: 'select',
  label: 'Color',
  required: true,
  options: [
    { label: '', value: '' },
    { label: 'Red', value: 'R' },
  ],
};
const repeater: RepeaterNode = {
  kind: 'repeater',
  id: 'pets',
  buttonId: 'pet',
  max: 3,
  numbering: 'fromOne',
  template: [text('pet_{n}_name')],
};
const tabs: TabsNode = {
  kind: 'tabs',
  id: 'ways',
  defaultTab: 'one',
  tabs: [
    { id: 'one', label: 'One', owns: ['card'], children: [file] },
    { id: 'two', label: 'Two', owns: ['essay'], children: [text('essay')] },
  ],
};
const nodes: FormNode[] = [color, repeater, tabs];
const page: PageDefinition = { id: 'about', title: 'About', step: 1, nodes };

describe('controlState', () => {
  it('gives a question its shown state, required marker and the options that may be chosen', () => {
    const control = controlState(page, { answers: {}, audience: 'applicant' });
    expect(control.question(color)).toEqual({
      shown: true,
      required: true,
      options: color.options,
      attached: false,
    });
    expect(control.question(text('nowhere')).shown).toBe(false);
  });

  it('counts entries, and lets only an applicant add below the maximum and remove all but the first', () => {
    const view = { addAnother: { pet: 2 } };
    const applicant = controlState(page, { answers: {}, view, audience: 'applicant' }).repeater(
      repeater,
    );
    expect(applicant).toMatchObject({ shown: true, count: 2, max: 3, canAdd: true });
    expect(applicant.removable).toEqual([2]);
    expect(applicant.entries).toEqual(repeaterInstances(repeater).slice(0, 2));
    const full = controlState(page, {
      answers: {},
      view: { addAnother: { pet: 7 } },
      audience: 'applicant',
    }).repeater(repeater);
    expect([full.count, full.canAdd, full.removable]).toEqual([3, false, [2, 3]]);
    for (const audience of ['visitor', 'staff', 'print'] as const) {
      const other = controlState(page, { answers: {}, view, audience }).repeater(repeater);
      expect([other.count, other.canAdd, other.removable]).toEqual([2, false, []]);
    }
  });

  it('lists every tab to an applicant; anyone else sees the tab in effect, a visitor the default', () => {
    const view = { tabs: { ways: 'two' } };
    const applicant = controlState(page, { answers: {}, view, audience: 'applicant' }).tabs(tabs);
    expect(applicant.chosen.id).toBe('two');
    expect(applicant.listed.map((t) => t.id)).toEqual(['one', 'two']);
    expect(applicant.canChoose).toBe(true);
    const staff = controlState(page, { answers: {}, view, audience: 'staff' }).tabs(tabs);
    expect([staff.chosen.id, staff.listed.map((t) => t.id), staff.canChoose]).toEqual([
      'two',
      ['two'],
      false,
    ]);
    const visitor = controlState(page, { answers: {}, view, audience: 'visitor' });
    expect(visitor.tabs(tabs).listed.map((t) => t.id)).toEqual(['one']);
    expect(visitor.view.tabs).toEqual({});
    expect(visitor.question(file).shown).toBe(true);
  });

  it('says a document is attached only when it is ANSWERED and its document is held', () => {
    const shipped = (answer: string, held: string[]) =>
      controlState('about', {
        answers: { citizenship_type: 'R', student_upload_card: answer },
        audience: 'staff',
        documents: new Set(held),
      }).documents.find((d) => d.key === 'student_upload_card');
    expect(shipped('ANSWERED', ['student_upload_card'])).toMatchObject({
      shown: true,
      cleared: false,
      attached: true,
    });
    expect(shipped('ANSWERED', [])?.attached).toBe(false);
    expect(shipped('', ['student_upload_card'])?.attached).toBe(false);
    const hidden = controlState('about', {
      answers: { citizenship_type: 'C', student_upload_card: 'ANSWERED' },
      audience: 'applicant',
    }).documents.find((d) => d.key === 'student_upload_card');
    expect(hidden).toMatchObject({ shown: false, cleared: true });
  });

  it('reads a document question of the walked nodes through question()', () => {
    const control = controlState(page, {
      answers: { card: 'ANSWERED' },
      audience: 'applicant',
      documents: new Set(['card']),
    });
    expect(control.question(file)).toMatchObject({ shown: true, attached: true });
  });
});
