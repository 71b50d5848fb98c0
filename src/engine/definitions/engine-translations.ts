// The Spanish of the engine's own messages (issue 32). A version published before one of them
// existed has no translation of it, and versions never change, so the product carries it;
// localize prefers a version's rewording, whose placeholders lint checks. Kept apart from the
// English so an English page never downloads it (localize, which reads it, loads on demand).
import {
  CHOICE_WITHDRAWN_MESSAGE,
  DATE_NOT_REAL_TEXT,
  FALLBACK_MESSAGE,
  type EngineText,
} from './engine-texts';
import type { TranslatedLanguage } from './translations';

/** Each language but English, each engine text in it (the type asks for every one). */
export const ENGINE_TRANSLATIONS: Readonly<
  Record<TranslatedLanguage, Readonly<Record<EngineText, string>>>
> = {
  es: {
    [FALLBACK_MESSAGE]: 'Revise esta respuesta.',
    [CHOICE_WITHDRAWN_MESSAGE]: 'La opción que eligió ya no está disponible. Elija de nuevo.',
    [DATE_NOT_REAL_TEXT]: 'Ingrese una fecha válida, por ejemplo, {example}.',
  },
};
