// The definition set the engine answers with. One set is active at a time: the live version on
// the server and in the browser, swapped whole when another version is published. Work on an
// application answered on another version (its print view, its PDF) runs inside
// withDefinitions, which is synchronous like every engine rule, so nothing else runs meanwhile.
import type { DefinitionSet } from './definition-set';
import { seedDefinitions } from './seed-definitions';

let active: DefinitionSet | undefined;

/** The active set; before one is made active, the seed (in the browser, what of it is loaded). */
export function activeDefinitions(): DefinitionSet {
  return active ?? seedDefinitions();
}

/** Makes a set the active one (the live version changed). */
export function activateDefinitions(set: DefinitionSet): void {
  active = set;
}

/** Runs fn with the set active, then restores the one before. */
export function withDefinitions<T>(set: DefinitionSet, fn: () => T): T {
  const before = activeDefinitions();
  active = set;
  try {
    return fn();
  } finally {
    active = before;
  }
}

/**
 * What the engine derives from a set (key tables, option lists, compiled validators), computed
 * once per set on first use and dropped with the set.
 */
export function perDefinitions<T>(derive: (set: DefinitionSet) => T): () => T {
  const derived = new WeakMap<DefinitionSet, T>();
  return () => {
    const set = activeDefinitions();
    if (derived.has(set)) return derived.get(set) as T;
    const value = derive(set);
    derived.set(set, value);
    return value;
  };
}

/**
 * A read-only object whose properties are read from the active set at each access, so code
 * written against one set (`pages.about`, `site.name`) follows a newly published version.
 */
export function activeView<T extends object>(read: (set: DefinitionSet) => T): T {
  const current = () => read(activeDefinitions());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(current(), key) as unknown,
    has: (_target, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
  });
}
