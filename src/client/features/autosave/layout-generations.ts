import type { GenerationMap } from '../../../contracts/repeater-layout';

/**
 * The layout generation of each repeater as this page shows it (issue 27): the unsent answers
 * are in this layout, so every save says so and the server re-aims them if entries were
 * removed since. Loaded with the profile, moved on by this page's own removals and refreshes.
 */
let generations: GenerationMap = {};

export function layoutGenerations(): GenerationMap {
  return generations;
}

export function loadGenerations(next: GenerationMap): void {
  generations = { ...next };
}

export function setGeneration(buttonId: string, generation: number): void {
  generations = { ...generations, [buttonId]: generation };
}

/** The repeaters whose generation on the server is not the one this page shows. */
export function staleRepeaters(server: GenerationMap): string[] {
  return Object.entries(server)
    .filter(([button, generation]) => generation !== (generations[button] ?? 0))
    .map(([button]) => button);
}

/** Whether another page's layout is ahead of this one's: entries were removed there since. */
export function isAheadOfPage(other: GenerationMap): boolean {
  return Object.entries(other).some(
    ([button, generation]) => generation > (generations[button] ?? 0),
  );
}
