import { LOCALES, type Language } from '../../contracts/language';
import { catalogueText } from '../language/catalogue-text';
import type { HeaderWords } from '../../engine';
import en from './texts/en.json';
import es from './texts/es.json';

export type PdfTextKey = keyof typeof en;

/** The applicant's PDF copy in each language (ICU MessageFormat; texts/*.json), issue 32. */
export const PDF_TEXTS: Record<Language, Record<PdfTextKey, string>> = { en, es };

/** One text of the PDF in `language`, its placeholders filled. */
export function pdfText(
  language: Language,
  key: PdfTextKey,
  values?: Record<string, string | number>,
): string {
  return catalogueText(PDF_TEXTS, language, key, values);
}

/** The header's words (the staff print view's, in English) in `language`. */
export function pdfHeaderWords(language: Language): HeaderWords {
  const text = (key: PdfTextKey) => pdfText(language, key);
  return {
    applicant: text('header.applicant'),
    email: text('header.email'),
    status: text('header.status'),
    submitted: text('header.submitted'),
    reference: text('header.reference'),
    noName: text('header.noName'),
    notSubmitted: text('header.notSubmitted'),
    notStarted: text('status.none'),
    started: text('status.started'),
    validating: text('status.validating'),
    isSubmitted: text('status.submitted'),
    locale: LOCALES[language],
  };
}
