/** The spec's cache keys (section 7) and the PDF status's own. */
export const CONVERSION_QUERY = 'doc-conversion';
export const DOCUMENT_ANSWER_QUERY = 'document-answer';
export const APPLICATION_PDF_QUERY = 'application-pdf';

export const conversionKey = (answerKey: string) => [CONVERSION_QUERY, answerKey] as const;
export const documentAnswerKey = [DOCUMENT_ANSWER_QUERY] as const;
