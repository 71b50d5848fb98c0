import { beforeEach, describe, expect, it } from 'vitest';
import { hidingBases } from './hiding-bases';

const SAME = 'mailing_addr_same_as_perm_addr';

describe('hidingBases', () => {
  beforeEach(() => hidingBases.load({}));

  it('names nothing for a patch with no recorded change that hides', () => {
    hidingBases.record(SAME, { mailing_city: 4 });
    expect(hidingBases.headerFor({ first_name: 'Ann' })).toBeUndefined();
  });

  it('names what the page knew, leaving out answers never written and the patch’s own keys', () => {
    hidingBases.record(SAME, { mailing_city: 4, mailing_zip: 0, mailing_state: 2 });
    expect(hidingBases.headerFor({ [SAME]: true, mailing_state: '' })).toEqual({
      mailing_city: 4,
    });
  });

  it('is empty, not undefined, when the page knew none of them written', () => {
    hidingBases.record(SAME, { mailing_city: 0 });
    expect(hidingBases.headerFor({ [SAME]: true })).toEqual({});
  });

  it('takes the older revision where two changes hide the same answer', () => {
    hidingBases.record('citizenship_type', { alien_registration_number: 5, visa_type: 3 });
    hidingBases.record('country', { alien_registration_number: 2 });
    expect(hidingBases.headerFor({ citizenship_type: 'R', country: 'USA' })).toEqual({
      alien_registration_number: 2,
      visa_type: 3,
    });
  });

  it('gives the device copy the records of the answers it keeps', () => {
    hidingBases.record(SAME, { mailing_city: 4 });
    hidingBases.record('country', { state: 1 });
    expect(hidingBases.of([SAME, 'first_name'])).toEqual({ [SAME]: { mailing_city: 4 } });
  });
});
