import { useMutation, useQuery } from '@tanstack/react-query';
import { formatTime, MATERIAL_STATUS_TEXT, type MaterialStatus } from '../../../engine';
import { followedSite } from '../../app/definitions/live-definitions';
import { queryClient } from '../../app/query-client';
import { ErrorNotice } from '../ErrorNotice';
import { StaffTable } from '../StaffTable';
import { checklistKey, fetchChecklist, markChecklistItem } from '../api/review';

/** What staff may set an item to, as the button says it. */
const ACTIONS: { status: MaterialStatus; label: string }[] = [
  { status: 'received', label: 'Mark received' },
  { status: 'waived', label: 'Waive' },
  { status: 'missing', label: 'Mark missing' },
];

const requiredOf = (id: string) =>
  followedSite().checklist.find((item) => item.id === id)?.required;

/** The materials the application needs (site.json `checklist`), in the engine's states. */
export function ChecklistSection({ applicationId }: { applicationId: string }) {
  const checklist = useQuery({
    queryKey: checklistKey(applicationId),
    queryFn: () => fetchChecklist(applicationId),
  });
  const mark = useMutation({
    mutationFn: ({ item, status }: { item: string; status: MaterialStatus }) =>
      markChecklistItem(applicationId, item, status),
    onSuccess: (data) => queryClient.setQueryData(checklistKey(applicationId), data),
  });
  return (
    <section aria-labelledby="checklist-title" className="staff-review">
      <h2 id="checklist-title">Checklist</h2>
      <ErrorNotice error={checklist.error ?? mark.error} />
      {checklist.data && (
        <StaffTable
          caption="Materials and their state"
          columns={['Item', 'State', 'Changed', 'Actions']}
          testId="staff-checklist"
        >
          {checklist.data.items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                {item.label}
                {requiredOf(item.id) === false && ' (optional)'}
              </th>
              <td data-testid={`checklist-${item.id}`}>{MATERIAL_STATUS_TEXT[item.status]}</td>
              <td>
                {item.updated_at
                  ? `${item.updated_by ?? 'The applicant'}, ${formatTime(item.updated_at)}`
                  : '—'}
              </td>
              <td>
                {ACTIONS.filter((action) => action.status !== item.status).map((action) => (
                  <button
                    key={action.status}
                    type="button"
                    className="button button--secondary"
                    aria-label={`${action.label}: ${item.label}`}
                    aria-disabled={mark.isPending || undefined}
                    onClick={() => {
                      if (!mark.isPending) mark.mutate({ item: item.id, status: action.status });
                    }}
                  >
                    {action.label}
                  </button>
                ))}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </section>
  );
}
