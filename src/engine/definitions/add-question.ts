// Issue 29: a question added in one place. A new question touches three files (the page, the
// answers model and, when required, the page schema); this writes all three from the question,
// so the editor never leaves the set half-changed for lint to complain about.
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
  widget: SimpleWidget;
  required: boolean;
}

/** File name (forms/about.json, schemas/answers.schema.json ...) → its JSON. */
export type DefinitionFileMap = Readonly<Record<string, unknown>>;

export type AddQuestionResult =
  | { files: Record<string, unknown> }
  | { problem: { field: 'key' | 'label' | 'section' | 'page'; message: string } };

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
  const [page, model, schema] = [files[pageFile], files[modelFile], files[schemaFile]];
  if (!isObject(page) || !isObject(model) || !isObject(model.properties) || !isObject(schema))
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
  if (question.required) {
    const properties = isObject(schema.properties) ? schema.properties : {};
    const check = question.widget === 'checkbox' ? 'const' : 'minLength';
    const rule = {
      [check]: check === 'const' ? true : 1,
      errorMessage: { [check]: requiredMessage(label, question.widget) },
    };
    out[schemaFile] = { ...schema, properties: { ...properties, [key]: rule } };
  }
  return { files: out };
}
