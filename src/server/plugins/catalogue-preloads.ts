import { LANGUAGES, type Language } from '../../contracts/language';
import type { Manifest } from './route-preloads';

/**
 * Each language's message catalogue chunk (src/client/i18n/messages/<language>.json) as a
 * <link rel="modulepreload">: every page waits for its language's catalogue before it renders,
 * so the browser fetches it beside the entry script instead of after it.
 */
export function cataloguePreloads(manifest: Manifest): Map<Language, string> {
  const tags = new Map<Language, string>();
  for (const [id, chunk] of Object.entries(manifest)) {
    const language = LANGUAGES.find((code) =>
      (chunk.src ?? id).endsWith(`i18n/messages/${code}.json`),
    );
    if (language)
      tags.set(language, `<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
  }
  return tags;
}
