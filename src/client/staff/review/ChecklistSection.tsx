import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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

const rowHeadingId = (item: string) => `checklist-item-${item}`;

/** The materials the application needs (site.json `checklist`), in the engine's states. */
export function ChecklistSection({ applicationId }: { applicationId: string }) {
  const checklist = useQuery({
    queryKey: checklistKey(applicationId),
    queryFn: () => fetchChecklist(applicationId),
  });
  const [announced, setAnnounced] = useState('');
  const mark = useMutation({
    mutationFn: ({ item, status }: { item: string; status: MaterialStatus }) =>
      markChecklistItem(applicationId, item, status),
    onSuccess: (data, { item, status }) => {
      queryClient.setQueryData(checklistKey(applicationId), data);
      const label = data.items.find((row) => row.id === item)?.label ?? item;
      setAnnounced(`${label}: ${MATERIAL_STATUS_TEXT[status]}.`);
      // The pressed button is gone from the changed row: focus stays on that row, not <body>.
      requestAnimationFrame(() => document.getElementById(rowHeadingId(item))?.focus());
    },
  });
  return (
    <section aria-labelledby="checklist-title" className="staff-review">
      <h2 id="checklist-title">Checklist</h2>
      <ErrorNotice error={checklist.error ?? mark.error} />
      <p role="status" className="visually-hidden" data-testid="checklist-status">
        {announced}
      </p>
      {checklist.data && (
        <StaffTable
          caption="Materials and their state"
          columns={['Item', 'State', 'Changed', 'Actions']}
          testId="staff-checklist"
        >
          {checklist.data.items.map((item) => (
            <tr key={item.id}>
              <th scope="row" id={rowHeadingId(item.id)} tabIndex={-1}>
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
