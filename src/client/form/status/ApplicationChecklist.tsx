import { useQuery } from '@tanstack/react-query';
import { getChecklist } from '../../api/session/checklist';
import { useLanguageState } from '../../i18n/language-store';
import { useT } from '../../i18n/use-t';

/**
 * The materials the office needs (the live version's site.json `checklist`) and where each
 * stands: the states staff see, from the engine's checklistStates on the server (issue 33), each
 * named by the server in the applicant's language (issue 32), asked again when it changes.
 */
export function ApplicationChecklist() {
  const t = useT();
  const language = useLanguageState((state) => state.language);
  const checklist = useQuery({ queryKey: ['checklist', language], queryFn: getChecklist });
  const items = checklist.data?.items ?? [];
  if (checklist.isError) return null;
  return (
    <section aria-labelledby="checklist-title">
      <h2 id="checklist-title">{t('materials.title')}</h2>
      {checklist.isPending ? (
        <p>{t('document.checking')}</p>
      ) : (
        <dl className="answer-list" data-testid="applicant-checklist">
          {items.map((item) => (
            <div className="answer-list__row" key={item.id}>
              <dt className="answer-list__question">
                {item.required ? item.label : t('materials.optional', { label: item.label })}
              </dt>
              <dd className="answer-list__answer" data-testid={`applicant-checklist-${item.id}`}>
                {t(`materials.${item.status}`)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
