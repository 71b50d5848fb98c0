import { GENERATION_PARAM, type GenerationMap } from '../../../contracts/repeater-layout';

/**
 * The base generations of a save's query string (`generation.<button id>=N`, already checked by
 * its schema). A button no repeater has names no entry key of the save, so it changes nothing:
 * a page loaded before the definitions changed still saves.
 */
export function baseGenerations(query: Record<string, number>): GenerationMap {
  return Object.fromEntries(
    Object.entries(query).map(([param, value]) => [param.slice(GENERATION_PARAM.length), value]),
  );
}
