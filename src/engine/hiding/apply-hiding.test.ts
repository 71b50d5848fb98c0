// Hiding on the real pages: what hidden content clears, what it keeps, and that applyHiding is
// pure and stable.
import { describe, expect, it } from 'vitest';
import { completeApplication } from '../fixtures/complete-application';
import { applyHiding, visibilityOf } from './apply-hiding';
import { hiddenKeyChanges } from './changed-keys';

describe('applyHiding on the real pages', () => {
  it('leaves a complete application unchanged and returns the same object', () => {
    const answers = completeApplication();
    expect(applyHiding('all', answers)).toBe(answers);
  });

  it('clears a hidden conditional: conviction comment when the answer becomes N', () => {
    const before = { ...completeApplication(), conviction: 'Y', conviction_comment: 'Explained.' };
    const after = applyHiding('final-steps', { ...before, conviction: 'N' });
    expect(after.conviction_comment).toBe('');
  });

  it('clears a select and its _desc: visa status when the applicant is a citizen', () => {
    const answers = {
      ...completeApplication(),
      citizenship_type: 'C',
      citizenship_visa_status: 'F1',
      citizenship_visa_status_desc: 'F-1 Student',
    };
    const after = applyHiding('about', answers);
    expect(after.citizenship_visa_status).toBe('');
    expect(after.citizenship_visa_status_desc).toBe('');
    expect(after.citizenship).toBe('');
    expect(after.student_upload_card).toBe('');
  });

  it('clears nested content: no parent to list empties every parent answer', () => {
    const after = applyHiding('about', { ...completeApplication(), no_parent_primary: true });
    expect(after.parent_marital_status).toBe('');
    expect(after.parent_first_name).toBe('');
    expect(after.parent_addr_same_as_stu_perm).toBe(false);
    expect(after.parent_2_living).toBe('');
    expect(after.parent_2_city).toBe('');
  });

  it('clears what a checkbox replaces: mailing address same as permanent', () => {
    const after = applyHiding('about', {
      ...completeApplication(),
      mailing_addr_same_as_perm_addr: true,
    });
    expect(after.mailing_city).toBe('');
    expect(after.mailing_state_desc).toBe('');
    expect(after.mailing_addr_effective_date).toBe('');
    expect(after.city).toBe('Denver');
  });

  it('clears legacy connections when legacy is N, repeater entries included', () => {
    const after = applyHiding('about', { ...completeApplication(), legacy_ind: 'N' });
    expect(after.legacy_first_name).toBe('');
    expect(after.legacy_5_relationship_desc).toBe('');
  });

  it('clears a conditional select without options: state outside the USA and Canada', () => {
    const after = applyHiding('about', { ...completeApplication(), country: 'MEX' });
    expect(after.state).toBe('');
    expect(after.state_desc).toBe('');
  });

  it('keeps answers hidden only by a tab or an add-another count', () => {
    const answers = {
      ...completeApplication(),
      additional_info_essay: 'Essay',
      sibling_5_first_name: 'Kim',
    };
    const after = applyHiding('all', answers, {
      tabs: { additional_info_tabs: 'upload' },
      addAnother: { sibling: 1 },
    });
    expect(after.additional_info_essay).toBe('Essay');
    expect(after.sibling_5_first_name).toBe('Kim');
    const { hiddenKeys } = visibilityOf('all', answers, { addAnother: { sibling: 1 } });
    expect(hiddenKeys.has('sibling_5_first_name')).toBe(true);
    expect(hiddenKeys.has('additional_info_essay')).toBe(true);
  });

  it('does not change its input and reports what it cleared', () => {
    const answers = { ...completeApplication(), co_grad: 'N' };
    const copy = { ...answers };
    const after = applyHiding('education', answers);
    expect(answers).toEqual(copy);
    expect(
      hiddenKeyChanges(answers, after)
        .map((c) => c.key)
        .sort(),
    ).toEqual(['co_attend', 'co_attend_desc', 'co_reside', 'co_reside_desc']);
    expect(hiddenKeyChanges(after, after)).toEqual([]);
  });
});
