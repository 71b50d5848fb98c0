import { describe, expect, it } from 'vitest';
import { EXPORT_ACCOUNT_COLUMNS } from '../../../contracts/staff-applications';
import { answerKeys, EVERY_CATEGORY, sensitiveCategories, sensitiveKeys } from '../../../engine';
import { exportColumnGroups } from './export-column-groups';

const values = (grants: string[]) =>
  exportColumnGroups(grants).flatMap((group) => group.columns.map((column) => column.value));

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
    const about = exportColumnGroups([EVERY_CATEGORY])[1];
    expect(about?.columns.find((column) => column.value === 'last_name')?.label).toMatch(
      /\(last_name\)$/,
    );
  });
});
