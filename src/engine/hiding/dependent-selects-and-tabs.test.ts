// Conditional selects cleared when the controlling answer changes; tab switches.
import { describe, expect, it } from 'vitest';
import { clearDependentSelects, conditionalSelects } from './clear-dependent-selects';
import { applyTabSwitch, getTabs, tabSwitchClears } from './tab-switch';

describe('clearDependentSelects', () => {
  const prev = { country: 'USA', state: 'Colorado', state_desc: 'Colorado' };

  it('knows every conditional select of the application', () => {
    expect(conditionalSelects().map((s) => s.key)).toEqual(
      expect.arrayContaining([
        'state',
        'mailing_state',
        'parent_state',
        'parent_2_state',
        'hs_state',
        'hs_3_state',
      ]),
    );
  });

  it('clears value and _desc when the controlling answer changes', () => {
    expect(clearDependentSelects(prev, { ...prev, country: 'CAN' })).toEqual({
      country: 'CAN',
      state: '',
      state_desc: '',
    });
  });

  it('returns next itself when the controlling answer did not change', () => {
    const next = { ...prev, city: 'Aurora' };
    expect(clearDependentSelects(prev, next)).toBe(next);
  });

  it('keeps a state set in the same change (an address lookup fills both)', () => {
    const next = { country: 'CAN', state: 'Ontario', state_desc: 'Ontario' };
    expect(clearDependentSelects(prev, next)).toBe(next);
  });
});

describe('tabs', () => {
  const tabs = getTabs('additional_info_tabs');

  it('finds the Final Steps tabs with the upload tab as default', () => {
    expect(tabs?.defaultTab).toBe('upload');
    expect(tabs?.tabs.map((t) => t.owns)).toEqual([
      ['additional_info_doc'],
      ['additional_info_essay'],
    ]);
  });

  it('choosing a tab clears what the other tabs own', () => {
    if (!tabs) throw new Error('tabs missing');
    expect(tabSwitchClears(tabs, 'essay')).toEqual(['additional_info_doc']);
    const after = applyTabSwitch(
      { additional_info_doc: 'ANSWERED', additional_info_essay: 'Hi' },
      tabs,
      'upload',
    );
    expect(after).toEqual({ additional_info_doc: 'ANSWERED', additional_info_essay: '' });
  });
});
