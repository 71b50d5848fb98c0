import { describe, expect, it } from 'vitest';
import type { StaffListConfig } from '../types';
import { collectPageFacts } from './collect';
import { checkStaffListNotSensitive } from './staff-list-keys';

const page = {
  file: 'forms/about.json',
  facts: collectPageFacts([
    { kind: 'question', key: 'first_name', widget: 'text', label: 'First name' },
    { kind: 'question', key: 'last_name', widget: 'text', label: 'Last name' },
    {
      kind: 'question',
      key: 'faith',
      widget: 'select',
      label: 'Faith',
      optionList: 'religions',
      sensitive: 'religion',
    },
  ]),
};

function problems(staffList: StaffListConfig): string[] {
  const found: string[] = [];
  checkStaffListNotSensitive('forms/site.json', { staffList }, [page], (file, pointer, message) =>
    found.push(`${file}: ${pointer}: ${message}`),
  );
  return found;
}

const list = {
  firstNameKey: 'first_name',
  lastNameKey: 'last_name',
  entryTermKey: 'first_name',
  searchKeys: ['first_name', 'last_name'],
};

describe('checkStaffListNotSensitive (issue 33)', () => {
  it('accepts a staff list of answers no question marks sensitive', () => {
    expect(problems(list)).toEqual([]);
  });

  it('names a sensitive answer (or its _desc text) the staff list shows or searches', () => {
    const message = (key: string) =>
      `"${key}" is a sensitive answer ("religion"): the staff list shows and searches it to staff not granted that category; name an answer no question marks sensitive`;
    expect(
      problems({ ...list, entryTermKey: 'faith', searchKeys: ['last_name', 'faith_desc'] }),
    ).toEqual([
      `forms/site.json: /staffList/entryTermKey: ${message('faith')}`,
      `forms/site.json: /staffList/searchKeys/1: ${message('faith_desc')}`,
    ]);
  });
});
