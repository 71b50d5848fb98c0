import { beforeEach, describe, expect, it } from 'vitest';
import { answerRevisions } from '../../stores/answer-revisions';
import { hidingBases } from '../../stores/hiding-bases';
import { recordHidingChange } from './record-hiding-change';

const SAME = 'mailing_addr_same_as_perm_addr';

describe('recordHidingChange', () => {
  beforeEach(() => {
    hidingBases.load({});
    answerRevisions.load({ mailing_city: 7, first_name: 3 });
  });

  it('records nothing for a change no condition reads', () => {
    recordHidingChange({ first_name: 'Ann', mailing_city: 'Bangor' });
    expect(hidingBases.of(['first_name', 'mailing_city'])).toEqual({});
  });

  it('records what the page knows now of every answer the change can hide', () => {
    recordHidingChange({ [SAME]: true });
    const [record] = Object.values(hidingBases.of([SAME]));
    expect(record).toMatchObject({ mailing_city: 7, mailing_address_line_1: 0 });
    expect(record).not.toHaveProperty('first_name');
    // Learnt later (news from another device the page never showed) does not change it.
    answerRevisions.learn({ mailing_city: 9 });
    expect(hidingBases.headerFor({ [SAME]: true })).toEqual({ mailing_city: 7 });
  });
});
