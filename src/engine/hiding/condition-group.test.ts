// Condition groups and the other node kinds, on small definitions written for the test.
import { describe, expect, it } from 'vitest';
import type { FormNode, PageDefinition } from '../types';
import { applyHiding, visibilityOf } from './apply-hiding';

const text = (key: string): FormNode => ({ kind: 'question', key, widget: 'text', label: key });
const page = (nodes: FormNode[]): PageDefinition => ({ id: 'about', title: 'T', step: 1, nodes });
const group = (mode: 'firstTrueWins' | 'clearFalseOnly'): PageDefinition =>
  page([
    {
      kind: 'conditionGroup',
      id: 'g',
      mode,
      branches: [
        { id: 'a', condition: { equals: [{ var: 'pick' }, 'a'] }, children: [text('a1')] },
        {
          id: 'b',
          condition: { answered: [{ var: 'pick' }] },
          children: [text('b1')],
          clears: ['extra'],
        },
        { id: 'c', condition: { equals: [{ var: 'pick' }, 'c'] }, children: [text('c1')] },
      ],
    },
  ]);
const filled = { a1: 'A', b1: 'B', c1: 'C', extra: 'E' };

describe('condition groups', () => {
  it('firstTrueWins: shows the first true branch and clears every other', () => {
    const after = applyHiding(group('firstTrueWins'), { ...filled, pick: 'a' });
    expect(after).toEqual({ pick: 'a', a1: 'A', b1: '', c1: '', extra: '' });
    expect([...visibilityOf(group('firstTrueWins'), { pick: 'a' }).visibleKeys]).toEqual(['a1']);
  });

  it('clearFalseOnly: shows the first true branch, keeps later true ones', () => {
    const after = applyHiding(group('clearFalseOnly'), { ...filled, pick: 'a' });
    expect(after).toEqual({ pick: 'a', a1: 'A', b1: 'B', c1: '', extra: 'E' });
    expect([...visibilityOf(group('clearFalseOnly'), { pick: 'a' }).visibleKeys]).toEqual(['a1']);
  });

  it('clears every branch when none is true', () => {
    expect(applyHiding(group('clearFalseOnly'), { ...filled, pick: '' })).toEqual({
      pick: '',
      a1: '',
      b1: '',
      c1: '',
      extra: '',
    });
  });
});

describe('other node kinds', () => {
  it('conditional clears its questions and its listed keys, and cascades', () => {
    const def = page([
      {
        kind: 'conditional',
        id: 'x',
        condition: { answered: [{ var: 'on' }] },
        clears: ['side'],
        children: [text('inner')],
      },
      {
        kind: 'conditional',
        id: 'y',
        condition: { answered: [{ var: 'inner' }] },
        children: [text('second')],
      },
    ]);
    expect(applyHiding(def, { on: '', inner: 'i', side: 's', second: '2' })).toEqual({
      on: '',
      inner: '',
      side: '',
      second: '',
    });
  });

  it('reveal by checkbox in reveal mode clears the children when unchecked', () => {
    const def = page([
      { kind: 'question', key: 'box', widget: 'checkbox', label: 'Box' },
      {
        kind: 'reveal',
        id: 'r',
        trigger: { checkbox: 'box' },
        mode: 'reveal',
        children: [text('shown')],
      },
    ]);
    expect(applyHiding(def, { box: false, shown: 'x' }).shown).toBe('');
    expect(applyHiding(def, { box: true, shown: 'x' }).shown).toBe('x');
  });

  it('reveal by button never clears', () => {
    const def = page([
      {
        kind: 'reveal',
        id: 'r',
        trigger: { button: { label: 'More' } },
        mode: 'reveal',
        children: [text('t')],
      },
    ]);
    expect(applyHiding(def, { t: 'x' }).t).toBe('x');
  });

  it('confirmSwap shows before-content until checked, then after-content', () => {
    const def = page([
      {
        kind: 'confirmSwap',
        id: 's',
        key: 'agree',
        label: 'Agree',
        before: [text('before')],
        after: [text('after')],
      },
    ]);
    expect([...visibilityOf(def, { agree: false }).visibleKeys].sort()).toEqual([
      'agree',
      'before',
    ]);
    expect([...visibilityOf(def, { agree: true }).visibleKeys].sort()).toEqual(['after', 'agree']);
  });

  it('conditional select shows only with its condition and a non-empty list', () => {
    const def = page([
      {
        kind: 'question',
        key: 'st',
        widget: 'conditionalSelect',
        label: 'State',
        controlledBy: 'ctry',
        condition: { notEquals: [{ var: 'hide' }, 'yes'] },
        optionsByValue: { USA: 'stateAndProvince', XXX: [] },
      },
    ]);
    expect(visibilityOf(def, { ctry: 'USA' }).visibleKeys.has('st')).toBe(true);
    expect(visibilityOf(def, { ctry: 'XXX' }).visibleKeys.has('st')).toBe(false);
    expect(visibilityOf(def, { ctry: 'USA', hide: 'yes' }).visibleKeys.has('st')).toBe(false);
  });
});
