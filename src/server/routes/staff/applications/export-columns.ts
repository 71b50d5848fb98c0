import { EXPORT_ACCOUNT_COLUMNS } from '../../../../contracts/staff-applications';
import { answerKeys } from '../../../../engine';
import { HttpError } from '../../../http-error';
import { defaultExportColumns, exportedAnswerKeys } from '../../../staff/applications/export-rows';
import type { EarlierAnswerKey } from '../../../forms/earlier-answer-keys';
import { withheldEarlierKeys, withheldKeys } from '../../../staff/need-to-know';

export const UNKNOWN_COLUMN = 'The export has no column of this name: ';
export const WITHHELD_COLUMN = 'You are not granted this column (a sensitive category): ';
export const REPEATED_COLUMN = 'A column is asked for twice: ';

/**
 * The export's columns for a role: those asked for (comma-separated, in that order), each an
 * application column or an answer key (of the live version, or only of `earlier` ones) the staff
 * member is granted; without a choice, every column they are granted. A withheld column is
 * refused (403), never silently left out.
 */
export function exportColumnsFor(
  staff: { grants: readonly string[] },
  asked: string | undefined,
  earlier: readonly EarlierAnswerKey[],
): string[] {
  const withheld = [...withheldKeys(staff), ...withheldEarlierKeys(staff, earlier)];
  if (asked === undefined) return defaultExportColumns(exportedAnswerKeys(earlier, withheld));
  const known = new Set<string>([
    ...EXPORT_ACCOUNT_COLUMNS,
    ...answerKeys(),
    ...earlier.map(({ key }) => key),
  ]);
  const columns = asked.split(',');
  const seen = new Set<string>();
  for (const column of columns) {
    if (!known.has(column)) throw new HttpError(400, `${UNKNOWN_COLUMN}${column}`);
    if (withheld.includes(column)) throw new HttpError(403, `${WITHHELD_COLUMN}${column}`);
    if (seen.has(column)) throw new HttpError(400, `${REPEATED_COLUMN}${column}`);
    seen.add(column);
  }
  return columns;
}
