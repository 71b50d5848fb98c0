import { useQuery } from '@tanstack/react-query';
import { MATERIAL_STATUS_TEXT } from '../../../engine';
import { getChecklist } from '../../api/session/checklist';

/**
 * The materials the office needs (site.json `checklist`) and where each stands: the states
 * staff see, from the engine's checklistStates on the server (issue 33).
 */
export function ApplicationChecklist() {
  const checklist = useQuery({ queryKey: ['checklist'], queryFn: getChecklist });
  const items = checklist.data?.items ?? [];
  if (checklist.isError) return null;
  return (
    <section aria-labelledby="checklist-title">
      <h2 id="checklist-title">Your checklist</h2>
      {checklist.isPending ? (
        <p>Checking…</p>
      ) : (
        <dl className="answer-list" data-testid="applicant-checklist">
          {items.map((item) => (
            <div className="answer-list__row" key={item.id}>
              <dt className="answer-list__question">
                {item.label}
                {!item.required && ' (optional)'}
              </dt>
              <dd className="answer-list__answer" data-testid={`applicant-checklist-${item.id}`}>
                {MATERIAL_STATUS_TEXT[item.status]}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
