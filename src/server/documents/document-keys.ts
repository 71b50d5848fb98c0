import { documentQuestions } from '../../engine';

/** True when the key is a document question; routes refuse any other key before using it in a path. */
export function isDocumentKey(key: string): boolean {
  return documentQuestions().some((question) => question.key === key);
}

/**
 * The answers without the document questions' keys: a document answer is ANSWERED only when the
 * server converted the file, so a value a client sends for one is never taken. One pass over a
 * whole application's answers, with the document keys looked up once.
 */
export function withoutDocumentKeys<Value>(answers: Record<string, Value>): Record<string, Value> {
  const documents = new Set(documentQuestions().map((question) => question.key));
  const kept: Record<string, Value> = {};
  for (const [key, value] of Object.entries(answers)) if (!documents.has(key)) kept[key] = value;
  return kept;
}
