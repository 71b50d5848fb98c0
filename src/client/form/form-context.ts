import { createContext, useContext } from 'react';

export interface DocumentInfo {
  file_name?: string;
  file_size?: number;
}

/** How the renderer draws a page: editable for applicants, read-only print for staff. */
export interface FormEnvironment {
  mode: 'edit' | 'print';
  /** Logged-in applicants may add entries, choose tabs and upload; visitors may not. */
  loggedIn: boolean;
  /** Print view: leave out questions that have no answer. */
  hideUnanswered: boolean;
  /** Print view: the document answers (by answer key) the service data returned. */
  documents: Readonly<Record<string, DocumentInfo>>;
  /** Print view: where an attached document opens (the staff workspace), by answer key. */
  documentUrl?: (key: string) => string;
}

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
