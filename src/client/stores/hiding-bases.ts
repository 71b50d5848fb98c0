import type { Answers } from '../../engine/types';

/** Per answer that can hide others: the revision the page knew of each of them (0: never written). */
export type HidingBases = Record<string, Record<string, number>>;

let recorded: HidingBases = {};

/**
 * What the page knew of the answers a change can hide, recorded when the applicant made the
 * change (issue 27): its save names them (Hidden-Base), so the server refuses to empty one that
 * another device wrote since, which the applicant never saw go. Kept per answer that hides, and
 * with the unsent answers on the device. Not a React store: nothing renders it.
 */
export const hidingBases = {
  record(input: string, base: Record<string, number>): void {
    recorded[input] = base;
  },
  load(bases: HidingBases): void {
    recorded = { ...bases };
  },
  /** The records of these answers, for the device copy. */
  of(keys: Iterable<string>): HidingBases {
    const bases: HidingBases = {};
    for (const key of keys) if (recorded[key]) bases[key] = recorded[key];
    return bases;
  },
  /**
   * A save's Hidden-Base: for the answers the patch's recorded changes can hide (not its own
   * keys), the oldest revision known, leaving out those never written (the server reads a key
   * left out as 0, and the header stays small). Undefined when no change of the patch hides.
   */
  headerFor(patch: Answers): Record<string, number> | undefined {
    let oldest: Record<string, number> | undefined;
    for (const input of Object.keys(patch)) {
      const base = recorded[input];
      if (!base) continue;
      oldest ??= {};
      for (const [key, revision] of Object.entries(base))
        if (!Object.hasOwn(patch, key)) oldest[key] = Math.min(oldest[key] ?? revision, revision);
    }
    if (!oldest) return undefined;
    return Object.fromEntries(Object.entries(oldest).filter(([, revision]) => revision > 0));
  },
};
