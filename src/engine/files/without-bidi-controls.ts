/**
 * Bidirectional control characters: embeddings and overrides (U+202A–U+202E), isolates
 * (U+2066–U+2069) and the marks U+200E, U+200F, U+061C. In a file name they make
 * "invoice\u202Efdp.exe" read as "invoiceexe.pdf"; no real file name needs them.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/** The name with every bidirectional control character removed, before it is stored or shown. */
export function withoutBidiControls(name: string): string {
  return name.replace(BIDI_CONTROLS, '');
}
