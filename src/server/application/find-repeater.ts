import { repeaterOfButton, type RepeaterNode } from '../../engine';
import { HttpError } from '../http-error';

/** The repeater of this button, or 400 UNKNOWN_ID for a button no page has. */
export function requireRepeater(buttonId: string): RepeaterNode {
  const repeater = repeaterOfButton(buttonId);
  if (!repeater)
    throw new HttpError(400, `There is no Add Another button "${buttonId}".`, {
      code: 'UNKNOWN_ID',
    });
  return repeater;
}
