// Every condition operator of spec section 5, through JSON Logic as definitions write them.
import { describe, expect, it } from 'vitest';
import { conditionOperators, conditionVars } from './condition-vars';
import { evaluateCondition } from './evaluate-condition';

const v = (key: string) => ({ var: key });
const answers = { country: 'USA', age: '17', empty: '', yes: true, no: false, gpa: '3.5' };

describe('evaluateCondition', () => {
  it.each([
    ['equals true', { equals: [v('country'), 'USA'] }, true],
    ['equals false', { equals: [v('country'), 'CAN'] }, false],
    ['equals is strict', { equals: [v('age'), 17] }, false],
    ['notEquals true', { notEquals: [v('country'), 'CAN'] }, true],
    ['notEquals false', { notEquals: [v('country'), 'USA'] }, false],
    ['lt true', { lt: [v('age'), 18] }, true],
    ['lt false', { lt: [v('age'), 17] }, false],
    ['lte true at the limit', { lte: [v('age'), 17] }, true],
    ['lte false', { lte: [v('age'), 16] }, false],
    ['gt true', { gt: [v('gpa'), 3] }, true],
    ['gt false', { gt: [v('gpa'), 3.5] }, false],
    ['gte true at the limit', { gte: [v('gpa'), '3.5'] }, true],
    ['gte false', { gte: [v('gpa'), 4] }, false],
    ['lt never true for a blank answer', { lt: [v('empty'), 100] }, false],
    ['gt never true for a missing answer', { gt: [v('missing'), -1] }, false],
    ['answered: text', { answered: [v('country')] }, true],
    ['answered: true box', { answered: [v('yes')] }, true],
    ['answered: empty text', { answered: [v('empty')] }, false],
    ['answered: unchecked box', { answered: [v('no')] }, false],
    ['answered: missing key', { answered: [v('missing')] }, false],
    ['notAnswered: empty', { notAnswered: [v('empty')] }, true],
    ['notAnswered: unchecked box', { notAnswered: [v('no')] }, true],
    ['notAnswered: answered', { notAnswered: [v('country')] }, false],
    ['in true', { in: [v('country'), ['USA', 'CAN']] }, true],
    ['in false', { in: [v('country'), ['MEX']] }, false],
    ['in does not match substrings', { in: [v('country'), 'USA and CAN'] }, false],
    ['notIn true', { notIn: [v('country'), ['MEX', '']] }, true],
    ['notIn false', { notIn: [v('empty'), ['', 'USA']] }, false],
    [
      'combines with JSON Logic and',
      { and: [{ answered: [v('yes')] }, { equals: [v('country'), 'USA'] }] },
      true,
    ],
    [
      'combines with JSON Logic or',
      { or: [{ answered: [v('no')] }, { in: [v('age'), ['16', '17']] }] },
      true,
    ],
  ])('%s', (_name, condition, expected) => {
    expect(evaluateCondition(condition, answers)).toBe(expected);
  });

  // The server and drafts hold partial maps; a missing model key must read as empty there too.
  it.each([
    ['notIn an empty list entry', { notIn: [v('country'), ['', 'USA']] }, false],
    ['equals empty text', { equals: [v('country'), ''] }, true],
    ['equals an unchecked box', { equals: [v('legal_agree'), false] }, true],
    ['in a list holding the blank', { in: [v('citizenship_type'), ['', 'N']] }, true],
  ])('a model key missing from the answers is empty: %s', (_name, condition, expected) => {
    expect(evaluateCondition(condition, {})).toBe(expected);
  });
});

describe('what a condition reads', () => {
  it('lists the keys of every var and the operators', () => {
    const condition = { and: [{ equals: [v('a'), 'x'] }, { notIn: [{ var: ['b', ''] }, ['1']] }] };
    expect(conditionVars(condition)).toEqual(['a', 'b']);
    expect(conditionOperators(condition)).toEqual(['and', 'equals', 'var', 'notIn', 'var']);
  });
});
