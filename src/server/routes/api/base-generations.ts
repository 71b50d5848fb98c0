import { GENERATION_PARAM, type GenerationMap } from '../../../contracts/repeater-layout';
import { requireRepeater } from '../../application/find-repeater';

/**
 * The base generations of a save's query string (`generation.<button id>=N`, already checked by
 * its schema), refusing a button no repeater has with 400 as the add-another routes do.
 */
export function baseGenerations(query: Record<string, number>): GenerationMap {
  const bases: GenerationMap = {};
  for (const [param, value] of Object.entries(query)) {
    const button = param.slice(GENERATION_PARAM.length);
    requireRepeater(button);
    bases[button] = value;
  }
  return bases;
}
