import {
  EXPORT_ACCOUNT_COLUMNS,
  type EarlierKey,
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

const choice = (key: string, label: string): ColumnChoice => ({
  value: key,
  label: `${label} (${key})`,
});

/**
 * The columns the export dialog offers a staff member, grouped: the application's own, then each
 * page's answers in the data model's order, then answers on no page, then the questions earlier
 * form versions had (`earlier`, as the server lists them for this staff member). A sensitive
 * answer only for staff granted its category, as the server decides (need-to-know.ts).
 */
export function exportColumnGroups(
  grants: readonly string[],
  earlier: readonly EarlierKey[],
): ColumnGroup[] {
  const withheld = new Set(withheldKeysFor(grants));
  const live = new Set(answerKeys());
  const byPage = new Map<string, ColumnChoice[]>();
  for (const key of live) {
    if (withheld.has(key)) continue;
    const page = pageOfKey(key) ?? '';
    const list = byPage.get(page) ?? [];
    list.push(choice(key, questionLabelOf(key)));
    byPage.set(page, list);
  }
  return [
    {
      title: 'The application',
      columns: EXPORT_ACCOUNT_COLUMNS.map((value) => ({ value, label: ACCOUNT_LABELS[value] })),
    },
    ...PAGE_IDS.map((id) => ({ title: pages[id].title, columns: byPage.get(id) ?? [] })),
    { title: 'Other answers', columns: byPage.get('') ?? [] },
    {
      title: 'Questions no longer on the form',
      // Each column once, should the browser's set be another version than the server's live one.
      columns: earlier
        .filter(({ key }) => !live.has(key))
        .map(({ key, label }) => choice(key, label)),
    },
  ].filter((group) => group.columns.length > 0);
}
