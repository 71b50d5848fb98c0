// Which keys a pure step (applyHiding, clearDependentSelects, a tab switch) changed, so the
// client can save just those and the server can report what it cleared.
import type { Answers } from '../types';

export interface KeyChange {
  key: string;
  from: string | boolean | undefined;
  to: string | boolean | undefined;
}

export function hiddenKeyChanges(before: Answers, after: Answers): KeyChange[] {
  if (before === after) return [];
  const changes: KeyChange[] = [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (before[key] !== after[key]) changes.push({ key, from: before[key], to: after[key] });
  }
  return changes;
}
