// Issue 29: a question added in one place. A new question touches four files (the page, the
// answers model, when required the page schema, and the Spanish texts of issue 32); this writes
// them all from the question, so the editor never leaves the set half-changed for lint to
// complain about.
import { BUNDLE_FILES } from '../lint/bundle-files';
import type { PageId, QuestionNode } from '../types';

/** The widgets a question needs nothing more than a key and a label for. */
export const SIMPLE_WIDGETS = ['text', 'textarea', 'email', 'phone', 'date', 'checkbox'] as const;
export type SimpleWidget = (typeof SIMPLE_WIDGETS)[number];

export interface NewQuestion {
  page: PageId;
  /** A top-level section of the page; its last section when left out. */
  section?: string;
  key: string;
  label: string;
  /** The label as Spanish readers see it. */
  spanishLabel: string;
  widget: SimpleWidget;
  required: boolean;
}

/** File name (forms/about.json, schemas/answers.schema.json ...) → its JSON. */
export type DefinitionFileMap = Readonly<Record<string, unknown>>;

export type AddQuestionResult =
  | { files: Record<string, unknown> }
  | {
      problem: {
        field: 'key' | 'label' | 'spanishLabel' | 'section' | 'page';
        message: string;
      };
    };

type Json = Record<string, unknown>;

// A simple key: the definition schema's key pattern without the repeater's {n}.
const KEY_PATTERN = /^[a-z][a-z0-9_]*$/;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** "First name" → "First name is required."; a yes/no box must be ticked. */
function requiredMessage(label: string, widget: SimpleWidget): string {
  const name = label.replace(/[.:?!\s]+$/, '');
  return widget === 'checkbox' ? `Please tick the box: ${name}.` : `${name} is required.`;
}

/** The same in Spanish, in words that suit any label ("Responda: Color favorito."). */
function spanishRequiredMessage(label: string, widget: SimpleWidget): string {
  const name = label.replace(/[.:?!¿¡\s]+$/, '').replace(/^[¿¡]/, '');
  return widget === 'checkbox' ? `Marque la casilla: ${name}.` : `Responda: ${name}.`;
}

function questionNode(question: NewQuestion, label: string): QuestionNode {
  return {
    kind: 'question',
    key: question.key,
    widget: question.widget,
    label,
    ...(question.required ? { required: true } : {}),
  };
}

/** The page with the question appended to the chosen (or last) top-level section. */
function withQuestion(page: Json, question: NewQuestion, node: QuestionNode): Json | undefined {
  const nodes = Array.isArray(page.nodes) ? (page.nodes as unknown[]) : undefined;
  if (!nodes) return undefined;
  const isSection = (n: unknown): n is Json =>
    isObject(n) && n.kind === 'section' && Array.isArray(n.children);
  const index =
    question.section === undefined
      ? nodes.findLastIndex(isSection)
      : nodes.findIndex((n) => isSection(n) && n.id === question.section);
  if (index < 0) return undefined;
  const section = nodes[index] as Json;
  const children = [...(section.children as unknown[]), node];
  return { ...page, nodes: nodes.with(index, { ...section, children }) };
}

export function addQuestion(files: DefinitionFileMap, question: NewQuestion): AddQuestionResult {
  const pageFile = `forms/${question.page}.json`;
  const schemaFile = `schemas/pages/${question.page}.schema.json`;
  const modelFile = BUNDLE_FILES.answersSchema;
  const translationsFile = BUNDLE_FILES.translations;
  const [page, model, schema] = [files[pageFile], files[modelFile], files[schemaFile]];
  const translations = files[translationsFile];
  if (
    !isObject(page) ||
    !isObject(model) ||
    !isObject(model.properties) ||
    !isObject(schema) ||
    !isObject(translations) ||
    !isObject(translations.texts)
  )
    return {
      problem: { field: 'page', message: `The ${question.page} page's files are not readable.` },
    };

  const key = question.key.trim();
  const label = question.label.trim();
  if (!KEY_PATTERN.test(key))
    return {
      problem: {
        field: 'key',
        message:
          'Enter a key of lower-case letters, digits and _, starting with a letter, like preferred_email.',
      },
    };
  if (key in model.properties)
    return {
      problem: { field: 'key', message: `The answers model already has the key "${key}".` },
    };
  if (label === '') return { problem: { field: 'label', message: 'Enter the question’s label.' } };
  const spanishLabel = question.spanishLabel.trim();
  if (spanishLabel === '')
    return {
      problem: { field: 'spanishLabel', message: 'Enter the label as Spanish readers see it.' },
    };

  const typed = { ...question, key };
  const newPage = withQuestion(page, typed, questionNode(typed, label));
  if (!newPage)
    return {
      problem: { field: 'section', message: `The ${question.page} page has no such section.` },
    };

  const entry =
    question.widget === 'checkbox'
      ? { type: 'boolean', default: false, description: label }
      : { type: 'string', default: '', description: label };
  const out: Record<string, unknown> = {
    ...files,
    [pageFile]: newPage,
    [modelFile]: { ...model, properties: { ...model.properties, [key]: entry } },
  };
  const spanish: Record<string, unknown> = { ...translations.texts, [label]: spanishLabel };
  if (question.required) {
    const properties = isObject(schema.properties) ? schema.properties : {};
    const check = question.widget === 'checkbox' ? 'const' : 'minLength';
    const message = requiredMessage(label, question.widget);
    const rule = { [check]: check === 'const' ? true : 1, errorMessage: { [check]: message } };
    out[schemaFile] = { ...schema, properties: { ...properties, [key]: rule } };
    spanish[message] = spanishRequiredMessage(spanishLabel, question.widget);
  }
  out[translationsFile] = { ...translations, texts: spanish };
  return { files: out };
}
