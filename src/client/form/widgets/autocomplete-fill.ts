import { isCodedWidget, optionLabel, questionOptions, type Answers } from '../../../engine';
import { codedPatch } from './answer-writes';
import { questionOfKey } from './question-index';

/** Result fields whose value is the label of the chosen result when the detail call fails. */
const LABEL_FIELDS = ['name', 'address_line_1'] as const;

/**
 * The answers a chosen result fills (spec section 4): each mapped field of the detail goes
 * into its answer key, with the _desc label of coded keys (state, country). Without a detail,
 * the typed label is kept as the name or first address line; a detail without a street (a ZIP
 * code's place) leaves the street line as typed (issue 30).
 */
export function fillPatch(
  fills: Readonly<Record<string, string>>,
  detail: Readonly<Record<string, string>> | null,
  label: string,
): Answers {
  const values: Record<string, string> = {};
  if (detail) {
    for (const [field, key] of Object.entries(fills)) {
      const value = detail[field] ?? '';
      if (value !== '' || !(LABEL_FIELDS as readonly string[]).includes(field)) values[key] = value;
    }
  } else {
    const labelField = LABEL_FIELDS.find((field) => fills[field] !== undefined);
    if (labelField) values[fills[labelField] as string] = label;
  }
  let patch: Answers = {};
  for (const [key, value] of Object.entries(values)) {
    const question = questionOfKey(key);
    if (question && isCodedWidget(question)) {
      // A state's list depends on the country filled in the same patch.
      const label = optionLabel(questionOptions(question, values), value);
      patch = { ...patch, ...codedPatch(key, label === '' ? '' : value, label) };
    } else patch[key] = value;
  }
  return patch;
}

/** Emptying the field empties every answer the result filled. */
export function clearPatch(fills: Readonly<Record<string, string>>): Answers {
  let patch: Answers = {};
  for (const key of Object.values(fills)) patch = { ...patch, ...codedPatch(key, '', '') };
  return patch;
}
