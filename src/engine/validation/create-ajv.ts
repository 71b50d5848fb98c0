// The one place AJV is configured: JSON Schema 2020-12, all errors (so every field's message
// shows at once), messages from the schemas (ajv-errors), formats, and the date keywords.
import Ajv2020, { type Options } from 'ajv/dist/2020';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { dateKeywords } from './date-keywords';

export function createAjv(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    // The date keywords read the clock from the validate call's `this`.
    passContext: true,
    strict: true,
    strictRequired: false,
    strictTypes: false,
    allowUnionTypes: true,
    ...options,
  });
  addFormats(ajv);
  ajvErrors(ajv);
  for (const keyword of dateKeywords) ajv.addKeyword(keyword);
  return ajv;
}
