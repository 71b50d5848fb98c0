// lists.json's shape: each list an array of {label, value} strings with values unique in the
// list. A duplicate value makes two options one answer; a missing label shows an empty choice.
import { pointerOf } from './bundle';

type Report = (file: string, pointer: string, message: string) => void;

export function checkListShape(file: string, lists: unknown, report: Report): void {
  if (lists === null || typeof lists !== 'object' || Array.isArray(lists)) {
    report(file, '', 'must be an object of named option lists');
    return;
  }
  for (const [name, list] of Object.entries(lists)) {
    if (name === '$schema' || name === '$comment') continue;
    if (!Array.isArray(list)) {
      report(
        file,
        pointerOf(name),
        `list "${name}" must be an array of {"label", "value"} options`,
      );
      continue;
    }
    const seen = new Map<string, number>();
    list.forEach((option: unknown, i) => {
      const { label, value } = (option ?? {}) as { label?: unknown; value?: unknown };
      if (typeof label !== 'string')
        report(file, pointerOf(name, i), `option ${i + 1} of "${name}" has no "label" text`);
      if (typeof value !== 'string') {
        report(file, pointerOf(name, i), `option ${i + 1} of "${name}" has no "value" text`);
        return;
      }
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
