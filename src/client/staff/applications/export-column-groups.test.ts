import { describe, expect, it } from 'vitest';
import { EXPORT_ACCOUNT_COLUMNS, type EarlierKey } from '../../../contracts/staff-applications';
import { answerKeys, EVERY_CATEGORY, sensitiveCategories, sensitiveKeys } from '../../../engine';
import { exportColumnGroups } from './export-column-groups';

const values = (grants: string[], earlier: EarlierKey[] = []) =>
  exportColumnGroups(grants, earlier).flatMap((group) =>
    group.columns.map((column) => column.value),
  );

describe('exportColumnGroups', () => {
  it("offers staff granted every category the application's columns, then every answer key once", () => {
    const offered = values([EVERY_CATEGORY]);
    expect(offered.slice(0, EXPORT_ACCOUNT_COLUMNS.length)).toEqual([...EXPORT_ACCOUNT_COLUMNS]);
    expect(new Set(offered.slice(EXPORT_ACCOUNT_COLUMNS.length))).toEqual(new Set(answerKeys()));
    expect(new Set(offered).size).toBe(offered.length);
  });

  it('never offers staff granted no category a sensitive answer', () => {
    const offered = new Set(values([]));
    expect(sensitiveKeys().size).toBeGreaterThan(0);
    for (const key of sensitiveKeys()) expect(offered.has(key), key).toBe(false);
    expect(offered.has('first_name')).toBe(true);
  });

  it('offers the answers of the categories granted, and of no other', () => {
    const offered = new Set(values(['religion']));
    for (const [key, category] of sensitiveCategories())
      expect(offered.has(key), key).toBe(category === 'religion');
    expect(offered.has('religious_affiliation')).toBe(true);
  });

  it("labels an answer with its question's words and its key", () => {
    const about = exportColumnGroups([EVERY_CATEGORY], [])[1];
    expect(about?.columns.find((column) => column.value === 'last_name')?.label).toMatch(
      /\(last_name\)$/,
    );
  });

  it('offers the questions earlier versions had last, in their own group, as the server lists them', () => {
    const earlier = [
      { key: 'pet_name', label: "Your pet's name" },
      { key: 'pet_kind', label: 'Kind of pet' },
    ];
    const groups = exportColumnGroups([], earlier);
    expect(groups.at(-1)).toEqual({
      title: 'Questions no longer on the form',
      columns: [
        { value: 'pet_name', label: "Your pet's name (pet_name)" },
        { value: 'pet_kind', label: 'Kind of pet (pet_kind)' },
      ],
    });
    // Every other group as without them.
    expect(groups.slice(0, -1)).toEqual(exportColumnGroups([], []));
  });

  it('offers a key the live version has once, in its page, whatever the server lists', () => {
    const offered = values(
      [EVERY_CATEGORY],
      [
        { key: 'first_name', label: 'First name' },
        { key: 'pet_name', label: "Your pet's name" },
      ],
    );
    expect(offered.filter((value) => value === 'first_name')).toHaveLength(1);
    expect(offered.at(-1)).toBe('pet_name');
    expect(exportColumnGroups([EVERY_CATEGORY], []).map((group) => group.title)).not.toContain(
      'Questions no longer on the form',
    );
  });
});
