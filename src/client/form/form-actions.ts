import { createContext, useContext, type ComponentType } from 'react';
import type { DocumentAnswer } from '../../contracts/documents';
import type { LookupDetail, Suggestion } from '../../contracts/lookup';
import type { AutocompleteCategory, TabsNode } from '../../engine';

export type UploadPhase = 'idle' | 'uploading' | 'converting' | 'completed' | 'failed';

/** One document question's upload, as the file widget draws it (spec section 4, "File upload"). */
export interface DocumentUploadState {
  phase: UploadPhase;
  /** 0..1 while uploading (for a progress bar). */
  progress: number;
  /** Name and size of the converted file once completed. */
  document: DocumentAnswer | undefined;
  /** The server's message after a failed conversion or upload. */
  error: string | null;
  /** Uploading or converting: a tab switch must wait. */
  busy: boolean;
  /** Checked file (engine's validateFile) → presigned url → upload → conversion → polling. */
  upload(file: File): Promise<void>;
  /** The Delete of the "Delete File" dialog: converted file and document answer. */
  remove(): Promise<void>;
}

/** The uploads' code, fetched with the first file chooser drawn. */
export interface DocumentActions {
  /** `label` names the field in the error toast "Error uploading file for {field}". */
  useDocumentUpload(answerKey: string, label: string): DocumentUploadState;
}

/** How a tab switch ended: 'blocked' while a document of the tab left is still uploading. */
export type TabSwitchOutcome = 'switched' | 'blocked' | 'failed';

/**
 * What the renderer's views and widgets ask of the application around them (issue 28): they
 * draw, these act (call the server, update the stores, tell the applicant of a failure). Where
 * the form is composed provides them, so nothing under renderer/ or widgets/ imports a feature
 * or the API. An action that fails has already told the applicant; its result says only what
 * the view does next.
 */
/** The choice between two devices' answers at a question (issue 27). */
export interface AnswerConflictProps {
  answerKey: string;
  label: string;
  /** A text answer as the applicant reads it (a date in their order, a code as its label). */
  printed: (value: string) => string;
}

export interface FormActions {
  /**
   * Shows entry `count` of a repeater, saved first (PUT /api/add-another). False on failure;
   * the failure's toast names the entry as its heading will (`name`).
   */
  addEntry(buttonId: string, count: number, name: string): Promise<boolean>;
  /** Removes entry `index` (2..count); the count now shown, or null on failure. */
  removeEntry(buttonId: string, index: number): Promise<number | null>;
  /** Chooses tab `to`: the documents of the tabs left wait for their upload, then go. */
  switchTab(node: TabsNode, to: string): Promise<TabSwitchOutcome>;
  /** The same promise every time, so a widget may read it with React's use(). */
  documents(): Promise<DocumentActions>;
  /** School or address suggestions (GET /lookup/find); a failed search is an empty list. */
  searchLookup(
    text: string,
    category: AutocompleteCategory,
    signal?: AbortSignal,
  ): Promise<Suggestion[]>;
  /** A chosen suggestion's fields, or null when they could not be read. */
  lookupDetail(id: string, category: AutocompleteCategory): Promise<LookupDetail | null>;
  /** Below a question: the choice between two answers when another device changed it too. */
  AnswerConflict: ComponentType<AnswerConflictProps>;
}

function notProvided(): never {
  throw new Error('A form action was used outside a FormActionsContext provider.');
}

/**
 * Outside an applicant's page (a test's tree) nothing acts: drawing works and
 * no conflict shows; an action called fails loudly.
 */
const withoutActions: FormActions = {
  addEntry: notProvided,
  removeEntry: notProvided,
  switchTab: notProvided,
  documents: notProvided,
  searchLookup: notProvided,
  lookupDetail: notProvided,
  AnswerConflict: () => null,
};

export const FormActionsContext = createContext<FormActions>(withoutActions);

export function useFormActions(): FormActions {
  return useContext(FormActionsContext);
}
