import {
  EXPORT_ACCOUNT_COLUMNS,
  type ExportAccountColumn,
} from '../../../contracts/staff-applications';
import {
  answerKeys,
  PAGE_IDS,
  pageOfKey,
  pages,
  questionLabelOf,
  withheldKeysFor,
} from '../../../engine';

export interface ColumnChoice {
  value: string;
  label: string;
}

export interface ColumnGroup {
  title: string;
  columns: ColumnChoice[];
}

const ACCOUNT_LABELS: Record<ExportAccountColumn, string> = {
  reference: 'Reference',
  id: 'Application id',
  username: 'E-mail address',
  status: 'Status',
  submitted_at: "Submitted (the institution's time)",
};

/**
 * The columns the export dialog offers a staff member, grouped: the application's own, then each
 * page's answers in the data model's order, then answers on no page. A sensitive answer only for
 * staff granted its category, as the server decides (need-to-know.ts).
 */
export function exportColumnGroups(grants: readonly string[]): ColumnGroup[] {
  const withheld = new Set(withheldKeysFor(grants));
  const byPage = new Map<string, ColumnChoice[]>();
  for (const key of answerKeys()) {
    if (withheld.has(key)) continue;
    const page = pageOfKey(key) ?? '';
    const list = byPage.get(page) ?? [];
    list.push({ value: key, label: `${questionLabelOf(key)} (${key})` });
    byPage.set(page, list);
  }
  return [
    {
      title: 'The application',
      columns: EXPORT_ACCOUNT_COLUMNS.map((value) => ({ value, label: ACCOUNT_LABELS[value] })),
    },
    ...PAGE_IDS.map((id) => ({ title: pages[id].title, columns: byPage.get(id) ?? [] })),
    { title: 'Other answers', columns: byPage.get('') ?? [] },
  ].filter((group) => group.columns.length > 0);
}
