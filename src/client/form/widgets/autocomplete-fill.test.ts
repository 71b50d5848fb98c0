import { describe, expect, it } from 'vitest';
import { clearPatch, fillPatch } from './autocomplete-fill';

const fills = {
  name: 'hs_2_name',
  id: 'hs_2_ceeb',
  address_line_1: 'hs_2_address_line_1',
  city: 'hs_2_city',
  state: 'hs_2_state',
  zip: 'hs_2_zip',
  country: 'hs_2_country',
};

describe('autocomplete fills', () => {
  it('maps the detail onto the answer keys with _desc labels for coded answers', () => {
    const patch = fillPatch(
      fills,
      {
        name: 'East High School',
        id: '060370',
        address_line_1: '1600 City Park Esplanade',
        city: 'Denver',
        state: 'Colorado',
        zip: '80206',
        country: 'USA',
      },
      'East High School',
    );
    expect(patch).toMatchObject({
      hs_2_name: 'East High School',
      hs_2_ceeb: '060370',
      hs_2_city: 'Denver',
      hs_2_state: 'Colorado',
      hs_2_state_desc: 'Colorado',
      hs_2_country: 'USA',
      hs_2_country_desc: 'United States',
      hs_2_zip: '80206',
    });
  });

  it('never empties the street line with a place that has none (a ZIP code suggestion)', () => {
    const patch = fillPatch(
      fills,
      { city: 'Denver', state: 'Colorado', zip: '80206', country: 'USA' },
      '80206 Denver, CO',
    );
    expect(patch).not.toHaveProperty('hs_2_address_line_1');
    expect(patch).not.toHaveProperty('hs_2_name');
    expect(patch).toMatchObject({ hs_2_city: 'Denver', hs_2_zip: '80206' });
  });

  it('keeps the typed label as the name when the detail failed', () => {
    expect(fillPatch(fills, null, 'Typed School')).toEqual({ hs_2_name: 'Typed School' });
  });

  it('clears every filled key', () => {
    const patch = clearPatch(fills);
    expect(patch.hs_2_ceeb).toBe('');
    expect(patch.hs_2_country_desc).toBe('');
    expect(Object.values(patch).every((v) => v === '')).toBe(true);
  });
});
