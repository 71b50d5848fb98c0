import answersSchema from '../../../schemas/answers.schema.json';
import aboutRules from '../../../schemas/pages/about.schema.json';
import {
  DEFAULT_MAX_LENGTH,
  forEachQuestion,
  getPage,
  questionMaxLength,
  questionOptions,
  withoutBlank,
  type ConfirmSwapNode,
  type Option,
  type QuestionNode,
} from '../../../src/engine';

/**
 * The About page as the peer engines of the typing race see it: one JSON Schema for
 * react-jsonschema-form and one flat field list for the plain HTML floor, both derived from our
 * data model (schemas/answers.schema.json), the About page's validation rules and its definition.
 * Every question is included, repeaters at their maximum, as if every conditional section were
 * shown: the peers draw the same inputs as our page in its "all shown" state.
 */
export interface BenchField {
  key: string;
  label: string;
  kind: 'text' | 'textarea' | 'select' | 'radio' | 'checkbox';
  options: readonly Option[];
  maxLength?: number;
}

type JsonSchema = Record<string, unknown>;
const model = answersSchema.properties as Record<string, JsonSchema>;
const rules = aboutRules.properties as Record<string, JsonSchema>;
// Only keywords any JSON Schema validator knows; ours adds age/year keywords and ajv-errors.
const standardKeywords = new Set(['minLength', 'maxLength', 'pattern']);

function options(question: QuestionNode): readonly Option[] {
  if (question.widget !== 'conditionalSelect') return questionOptions(question);
  // A dependent list: offer every list's options, de-duplicated, so rjsf draws one select.
  const seen = new Map<string, Option>();
  for (const source of Object.values(question.optionsByValue ?? {})) {
    const list =
      typeof source === 'string'
        ? questionOptions({ ...question, widget: 'select', optionList: source })
        : source;
    for (const option of list) if (!seen.has(option.value)) seen.set(option.value, option);
  }
  return [...seen.values()];
}

function fieldsOf(node: QuestionNode | ConfirmSwapNode): BenchField[] {
  if (node.kind === 'confirmSwap')
    return [{ key: node.key, label: node.label, kind: 'checkbox', options: [] }];
  if (node.widget === 'checkgroup') {
    return (node.items ?? []).map((item) => ({
      key: item.key,
      label: item.label,
      kind: 'checkbox',
      options: [],
    }));
  }
  const kinds: Partial<Record<QuestionNode['widget'], BenchField['kind']>> = {
    select: 'select',
    conditionalSelect: 'select',
    radio: 'radio',
    checkbox: 'checkbox',
    textarea: 'textarea',
  };
  const kind = kinds[node.widget] ?? 'text';
  const choices = kind === 'select' || kind === 'radio' ? withoutBlank(options(node)) : [];
  const maxLength = kind === 'text' ? (questionMaxLength(node) ?? DEFAULT_MAX_LENGTH) : undefined;
  return [{ key: node.key, label: node.label, kind, options: choices, maxLength }];
}

/** Every About field in page order (check groups as one box per item). */
export function aboutFields(): BenchField[] {
  const fields: BenchField[] = [];
  forEachQuestion(getPage('about').nodes, (node) => fields.push(...fieldsOf(node)));
  return fields;
}

/** One JSON Schema and uiSchema for rjsf: the model's type, the page's rules, our labels. */
export function aboutRjsfSchema(): { schema: JsonSchema; uiSchema: JsonSchema } {
  const properties: Record<string, JsonSchema> = {};
  const uiSchema: JsonSchema = { 'ui:submitButtonOptions': { norender: true } };
  for (const field of aboutFields()) {
    const {
      description: _description,
      default: _default,
      ...typed
    } = model[field.key] ?? { type: 'string' };
    const rule = Object.fromEntries(
      Object.entries(rules[field.key] ?? {}).filter(([k]) => standardKeywords.has(k)),
    );
    const property: JsonSchema = { ...typed, ...rule, title: field.label };
    if (field.maxLength) property.maxLength = field.maxLength;
    // enum + ui:enumNames, rjsf's lightest way to label options: oneOf/const would make it run
    // AJV over every option list on each change, a handicap the race should not give it.
    const ui: JsonSchema = {};
    if (field.options.length > 0) {
      property.enum = ['', ...field.options.map((o) => o.value)];
      ui['ui:enumNames'] = ['', ...field.options.map((o) => o.label)];
    } else if (field.kind === 'text') {
      delete property.enum; // a document question's ANSWERED marker: a text box here
    }
    properties[field.key] = property;
    if (field.kind === 'radio') ui['ui:widget'] = 'radio';
    if (field.kind === 'textarea') ui['ui:widget'] = 'textarea';
    if (Object.keys(ui).length > 0) uiSchema[field.key] = ui;
  }
  return { schema: { type: 'object', title: getPage('about').title, properties }, uiSchema };
}
