import { useMemo } from 'react';
import { printItems, type PrintItem } from '../../../engine';
import { useDocumentAnswers } from '../../features/documents/use-document-answers';
import { useLanguageState } from '../../i18n/language-store';
import { useSessionStore } from '../../stores/session';
import { useAnswersStore } from '../../stores/answers';
import { useT } from '../../i18n/use-t';
import { useViewStore } from '../stores/view-store';

/**
 * The engine's print model of the applicant's own answers (the PDF's items), kept current with
 * the answers, the view state and the document answers.
 */
export function usePrintItems(): PrintItem[] {
  const t = useT();
  const language = useLanguageState((state) => state.language);
  const loggedIn = useSessionStore((s) => s.is_logged_in);
  const answers = useAnswersStore((s) => s.answers);
  const tabs = useViewStore((s) => s.tabs);
  const addAnother = useViewStore((s) => s.addAnother);
  const documents = useDocumentAnswers(loggedIn).data;
  return useMemo(() => {
    const documentLine = (key: string, attached: boolean) =>
      attached
        ? t('review.attached', { name: documents?.[key]?.file_name ?? '' })
        : t('review.noDocument');
    return printItems({
      answers,
      view: { tabs, addAnother },
      // The language the applicant reads in: dates print in its order, as they are typed.
      language,
      // The applicant's own copy; a visitor's shows the default tabs.
      audience: loggedIn ? 'print' : 'visitor',
      documents: new Set(Object.keys(documents ?? {})),
      documentLine,
    });
  }, [answers, documents, loggedIn, tabs, addAnother, t, language]);
}

/** The answer keys the items show: a question a condition hides is not among them. */
export function shownKeysOf(items: readonly PrintItem[]): ReadonlySet<string> {
  return new Set(items.flatMap((item) => (item.type !== 'heading' && item.key ? [item.key] : [])));
}
