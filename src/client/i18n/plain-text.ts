/**
 * A message with no placeholder, tag or escaped quote reads as it is written: it needs no
 * formatter (translator.ts) and the build keeps it as text (vite-plugin-messages.ts).
 */
export function isPlainText(message: string): boolean {
  return !/[{}<]|''/.test(message);
}
