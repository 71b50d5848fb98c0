/** What the print view and check-your-answers say of a document question without a document. */
export const NO_DOCUMENT = 'No document attached.';

/** The print view's line for an attached document (its name stays with the staff). */
export const DOCUMENT_ATTACHED = 'A document is attached.';

/** What a reader not granted sensitive answers sees in their place (need to know). */
export const WITHHELD = 'Withheld (sensitive: shown only to staff granted its category)';
