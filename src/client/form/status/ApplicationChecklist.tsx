import { useQuery } from '@tanstack/react-query';
import { site } from '../../../engine';
import { getChecklist } from '../../api/session/checklist';
import { useT } from '../../i18n/use-t';

/**
 * The materials the office needs (site.json `checklist`) and where each stands: the states
 * staff see, from the engine's checklistStates on the server (issue 33). Each item is named as
 * the definitions on show name it, so in the applicant's language (issue 32).
 */
export function ApplicationChecklist() {
  const t = useT();
  const checklist = useQuery({ queryKey: ['checklist'], queryFn: getChecklist });
  const items = checklist.data?.items ?? [];
  if (checklist.isError) return null;
  const labelOf = (id: string, label: string) =>
    site.checklist.find((item) => item.id === id)?.label ?? label;
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
                {item.required
                  ? labelOf(item.id, item.label)
                  : t('materials.optional', { label: labelOf(item.id, item.label) })}
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
