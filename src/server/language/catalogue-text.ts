// One text of a server-side catalogue (the e-mails', the PDF's) in a language: ICU
// MessageFormat, its placeholders filled with the language's conventions (issue 32).
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES, type Language } from '../../contracts/language';

export function catalogueText<Key extends string>(
  texts: Record<Language, Record<Key, string>>,
  language: Language,
  key: Key,
  values?: Record<string, string | number>,
): string {
  return String(new IntlMessageFormat(texts[language][key], LOCALES[language]).format(values));
}
