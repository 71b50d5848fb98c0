// "A document is attached" (spec sections 3 and 4): the one rule the print view, the staff view,
// the PDF and the control state use.
//
// The spec says a document field "holds ANSWERED or empty" and that a completed conversion marks
// it ANSWERED, so the answer is the spec's signal. The server writes the document record (file
// name and size, the converted PDF) in the same transaction as that ANSWERED, and removes both
// together; when only one of them is there, the document is being removed or its conversion
// failed, and saying "attached" would promise a file nobody can open. So both must hold: this is
// the rule the PDF already used, and the print view's "either" was the one that drifted.
import { DOCUMENT_ANSWERED } from '../constants';
import type { Answers } from '../types';

/**
 * The document questions for which a completed document is held (the server's document records,
 * or the document answers a reader was sent), passed in as plain data: the engine reads no store.
 */
export type HeldDocuments = ReadonlySet<string>;

export function documentAttached(answers: Answers, key: string, held: HeldDocuments): boolean {
  return answers[key] === DOCUMENT_ANSWERED && held.has(key);
}
