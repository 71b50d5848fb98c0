import { createContext, useContext, type ComponentType } from 'react';
import type { QuestionNode } from '../../engine';

export interface DocumentInfo {
  file_name?: string;
  file_size?: number;
}

/**
 * How a printed page draws a question and a confirm box. The print view passes them in, so the
 * applicant's pages, which never print, do not load them.
 */
export interface PrintParts {
  Question: ComponentType<{ question: QuestionNode }>;
  Checkbox: ComponentType<{ answerKey: string; label: string }>;
}

/**
 * What an applicant's page draws below each question: the choice between two devices' answers
 * (issue 27). The page passes it in, so the renderer knows nothing of autosave.
 */
export type QuestionAside = ComponentType<{ answerKey: string; label: string }>;

interface SharedEnvironment {
  /** Logged-in applicants may add entries, choose tabs and upload; visitors may not. */
  loggedIn: boolean;
  /** Print view: leave out questions that have no answer. */
  hideUnanswered: boolean;
  /** Print view: the document answers (by answer key) the service data returned. */
  documents: Readonly<Record<string, DocumentInfo>>;
  /** Print view: where an attached document opens (the staff workspace), by answer key. */
  documentUrl?: (key: string) => string;
}

/** How the renderer draws a page: editable for applicants, read-only print for staff. */
export type FormEnvironment =
  | (SharedEnvironment & { mode: 'edit'; QuestionAside?: QuestionAside })
  | (SharedEnvironment & { mode: 'print'; print: PrintParts });

export const defaultEnvironment: FormEnvironment = {
  mode: 'edit',
  loggedIn: false,
  hideUnanswered: false,
  documents: {},
};

export const FormEnvironmentContext = createContext<FormEnvironment>(defaultEnvironment);

export function useFormEnvironment(): FormEnvironment {
  return useContext(FormEnvironmentContext);
}
