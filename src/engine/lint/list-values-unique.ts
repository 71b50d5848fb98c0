// Values unique in each list of lists.json: a duplicate value makes two options one answer.
// The rest of the file's shape (label and value present, text) is schemas/lists.schema.json's.
import { pointerOf } from './problem';

type Report = (file: string, pointer: string, message: string) => void;

export function checkListValuesUnique(file: string, lists: unknown, report: Report): void {
  if (lists === null || typeof lists !== 'object') return;
  for (const [name, list] of Object.entries(lists)) {
    if (!Array.isArray(list)) continue;
    const seen = new Map<string, number>();
    list.forEach((option: unknown, i) => {
      const value = (option as { value?: unknown } | null)?.value;
      if (typeof value !== 'string') return;
      const first = seen.get(value);
      if (first !== undefined) {
        report(
          file,
          pointerOf(name, i, 'value'),
          `the value "${value}" is used twice in "${name}" (options ${first + 1} and ${i + 1}); each option needs its own value`,
        );
      } else seen.set(value, i);
    });
  }
}
