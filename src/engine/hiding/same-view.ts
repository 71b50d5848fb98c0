// Whether two view states show the same tabs and entry counts: what the walk reads of them.
import type { ViewState } from '../types';

function sameMap<V>(a: Readonly<Record<string, V>> = {}, b: Readonly<Record<string, V>> = {}) {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export function sameView(a: ViewState, b: ViewState): boolean {
  return sameMap(a.tabs, b.tabs) && sameMap(a.addAnother, b.addAnother);
}
