// Spec section 5, Citizenship, Legacy, Parents and Siblings: valid and invalid, exact messages.
import { describe, expect, it } from 'vitest';
import { messagesOf, type RuleCase } from '../test-support/page-cases';

const citizenship: RuleCase[] = [
  {
    name: 'type empty',
    patch: { citizenship_type: '' },
    key: 'citizenship_type',
    expected: ['Please choose your citizenship status.'],
  },
  {
    name: 'U.S. citizen needs nothing more',
    patch: { citizenship_type: 'C', citizenship: '' },
    key: 'citizenship',
    expected: undefined,
  },
  {
    name: 'N without visa status',
    patch: { citizenship_type: 'N', citizenship_visa_status: '' },
    key: 'citizenship_visa_status',
    expected: ['Please choose your visa type.'],
  },
  {
    name: 'N with visa status',
    patch: { citizenship_type: 'N', citizenship_visa_status: 'F1' },
    key: 'citizenship_visa_status',
    expected: undefined,
  },
  {
    name: 'N without country',
    patch: { citizenship_type: 'N', citizenship: '', citizenship_visa_status: 'F1' },
    key: 'citizenship',
    expected: ['Please choose your country of citizenship.'],
  },
  {
    name: 'R without country',
    patch: { citizenship_type: 'R', citizenship: '' },
    key: 'citizenship',
    expected: ['Please choose your country of citizenship.'],
  },
  {
    name: 'R needs no visa status',
    patch: { citizenship_type: 'R', citizenship_visa_status: '' },
    key: 'citizenship_visa_status',
    expected: undefined,
  },
];

const legacyMessages = (n: number) => ({
  relationship: [`Family member ${n}: Please choose the relationship.`],
  first: [`Family member ${n}: First name is required.`],
  last: [`Family member ${n}: Last name is required.`],
});
const legacy: RuleCase[] = [
  {
    name: 'legacy answer empty',
    patch: { legacy_ind: '' },
    key: 'legacy_ind',
    expected: ['Please tell us whether anyone in your family attended Sample University.'],
  },
  {
    name: 'Y with connection 1 complete',
    patch: {},
    key: 'legacy_first_name',
    expected: undefined,
  },
  {
    name: 'Y without relationship',
    patch: { legacy_relationship: '' },
    key: 'legacy_relationship',
    expected: legacyMessages(1).relationship,
  },
  {
    name: 'Y without first name',
    patch: { legacy_first_name: '' },
    key: 'legacy_first_name',
    expected: legacyMessages(1).first,
  },
  {
    name: 'Y without family name',
    patch: { legacy_last_name: '' },
    key: 'legacy_last_name',
    expected: legacyMessages(1).last,
  },
  {
    name: 'N needs no connection',
    patch: { legacy_ind: 'N', legacy_relationship: '', legacy_first_name: '' },
    key: 'legacy_first_name',
    expected: undefined,
  },
];
for (const n of [2, 3, 4, 5]) {
  const p = `legacy_${n}_`;
  const empty = { [`${p}relationship`]: '', [`${p}first_name`]: '', [`${p}last_name`]: '' };
  legacy.push(
    {
      name: `connection ${n} empty is fine`,
      patch: empty,
      key: `${p}first_name`,
      expected: undefined,
    },
    {
      name: `connection ${n} with only a first name`,
      patch: { ...empty, [`${p}first_name`]: 'Ann' },
      key: `${p}last_name`,
      expected: legacyMessages(n).last,
    },
    {
      name: `connection ${n} with only a relationship`,
      patch: { ...empty, [`${p}relationship`]: 'PARENT' },
      key: `${p}first_name`,
      expected: legacyMessages(n).first,
    },
    {
      name: `connection ${n} with only a family name`,
      patch: { ...empty, [`${p}last_name`]: 'Lee' },
      key: `${p}relationship`,
      expected: legacyMessages(n).relationship,
    },
  );
}

const parents: RuleCase[] = [
  {
    name: 'marital status empty',
    patch: { parent_marital_status: '' },
    key: 'parent_marital_status',
    expected: ["Please choose your parents' marital status."],
  },
  {
    name: 'no parent to list',
    patch: { no_parent_primary: true, parent_marital_status: '' },
    key: 'parent_marital_status',
    expected: undefined,
  },
  {
    name: 'primary parent relationship empty',
    patch: { parent_relationship: '' },
    key: 'parent_relationship',
    expected: ['Primary Parent/Guardian: Please choose the relationship.'],
  },
  {
    name: 'primary parent first name empty',
    patch: { parent_first_name: '' },
    key: 'parent_first_name',
    expected: ['Primary Parent/Guardian: First name is required.'],
  },
  {
    name: 'primary parent last name empty',
    patch: { parent_last_name: '' },
    key: 'parent_last_name',
    expected: ['Primary Parent/Guardian: Last name is required.'],
  },
  {
    name: 'primary parent not needed without marital status',
    patch: { no_parent_primary: true, parent_first_name: '' },
    key: 'parent_first_name',
    expected: undefined,
  },
  {
    name: 'primary parent e-mail invalid',
    patch: { parent_email_address: 'maria@' },
    key: 'parent_email_address',
    expected: ['Primary Parent/Guardian: Please provide a valid email address.'],
  },
  {
    name: 'primary parent e-mail empty',
    patch: { parent_email_address: '' },
    key: 'parent_email_address',
    expected: undefined,
  },
  {
    name: 'primary parent phone invalid',
    patch: { parent_phone: '555-0102' },
    key: 'parent_phone',
    expected: ['Primary Parent/Guardian: Please provide a valid home phone number.'],
  },
  {
    name: 'parent 2 living, names given',
    patch: {},
    key: 'parent_2_first_name',
    expected: undefined,
  },
  {
    name: 'parent 2 living, relationship empty',
    patch: { parent_2_relationship: '' },
    key: 'parent_2_relationship',
    expected: ['Parent/Guardian 2: Please choose the relationship.'],
  },
  {
    name: 'parent 2 living, first name empty',
    patch: { parent_2_first_name: '' },
    key: 'parent_2_first_name',
    expected: ['Parent/Guardian 2: First name is required.'],
  },
  {
    name: 'parent 2 living, last name empty',
    patch: { parent_2_last_name: '' },
    key: 'parent_2_last_name',
    expected: ['Parent/Guardian 2: Last name is required.'],
  },
  {
    name: 'parent 2 not living',
    patch: { parent_2_living: 'N', parent_2_first_name: '' },
    key: 'parent_2_first_name',
    expected: undefined,
  },
  {
    name: 'parent 2 e-mail invalid',
    patch: { parent_2_email_address: 'luis example.com' },
    key: 'parent_2_email_address',
    expected: ['Parent/Guardian 2: Please provide a valid email address.'],
  },
  {
    name: 'parent 2 phone invalid',
    patch: { parent_2_phone: '(123) 555-0103' },
    key: 'parent_2_phone',
    expected: ['Parent/Guardian 2: Please provide a valid home phone number.'],
  },
];

const siblings: RuleCase[] = [];
for (const n of [1, 2, 3, 4, 5]) {
  const p = `sibling_${n}_`;
  siblings.push(
    { name: `sibling ${n} complete`, patch: {}, key: `${p}age`, expected: undefined },
    {
      name: `sibling ${n} without first name needs nothing`,
      patch: { [`${p}first_name`]: '', [`${p}last_name`]: '', [`${p}age`]: '' },
      key: `${p}age`,
      expected: undefined,
    },
    {
      name: `sibling ${n} last name empty`,
      patch: { [`${p}last_name`]: '' },
      key: `${p}last_name`,
      expected: [`Sibling ${n}: Last name is required.`],
    },
    {
      name: `sibling ${n} age empty`,
      patch: { [`${p}age`]: '' },
      key: `${p}age`,
      expected: [`Sibling ${n}: Please enter an age that starts with a number.`],
    },
    {
      name: `sibling ${n} age not starting with a digit`,
      patch: { [`${p}age`]: 'ten' },
      key: `${p}age`,
      expected: [`Sibling ${n}: Please enter an age that starts with a number.`],
    },
    {
      name: `sibling ${n} age "3 months"`,
      patch: { [`${p}age`]: '3 months' },
      key: `${p}age`,
      expected: undefined,
    },
    {
      name: `sibling ${n} relationship empty`,
      patch: { [`${p}relationship`]: '' },
      key: `${p}relationship`,
      expected: [`Sibling ${n}: Please choose the relationship.`],
    },
  );
}

describe.each([
  ['citizenship', citizenship],
  ['legacy', legacy],
  ['parents', parents],
  ['siblings', siblings],
])('About You: %s rules', (_group, table) => {
  it.each(table)('$name', ({ patch, key, expected }) => {
    expect(messagesOf('about', patch, key)).toEqual(expected);
  });
});
