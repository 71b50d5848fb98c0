import { describe, expect, it } from 'vitest';
import { EXPORT_ACCOUNT_COLUMNS } from '../../../contracts/staff-applications';
import { answerKeys, sensitiveKeys } from '../../../engine';
import { exportColumnGroups } from './export-column-groups';

const values = (role: 'admin' | 'reader') =>
  exportColumnGroups(role).flatMap((group) => group.columns.map((column) => column.value));

describe('exportColumnGroups', () => {
  it("offers an admin the application's columns, then every answer key once", () => {
    const offered = values('admin');
    expect(offered.slice(0, EXPORT_ACCOUNT_COLUMNS.length)).toEqual([...EXPORT_ACCOUNT_COLUMNS]);
    expect(new Set(offered.slice(EXPORT_ACCOUNT_COLUMNS.length))).toEqual(new Set(answerKeys()));
    expect(new Set(offered).size).toBe(offered.length);
  });

  it('never offers a reader a sensitive answer', () => {
    const offered = new Set(values('reader'));
    expect(sensitiveKeys().size).toBeGreaterThan(0);
    for (const key of sensitiveKeys()) expect(offered.has(key), key).toBe(false);
    expect(offered.has('first_name')).toBe(true);
  });

  it("labels an answer with its question's words and its key", () => {
    const about = exportColumnGroups('admin')[1];
    expect(about?.columns.find((column) => column.value === 'last_name')?.label).toMatch(
      /\(last_name\)$/,
    );
  });
});
