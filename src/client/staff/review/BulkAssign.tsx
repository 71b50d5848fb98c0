import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { queryClient } from '../../app/query-client';
import { ErrorNotice } from '../ErrorNotice';
import { StaffForm } from '../StaffForm';
import { assignApplications } from '../api/queues';
import { ReaderSelect } from './ReaderSelect';

/**
 * Admins: the applications listed (the search and filters chosen, the rows loaded) assigned to
 * one reader in one request, each audited.
 */
export function BulkAssign({ applicationIds }: { applicationIds: readonly string[] }) {
  const [reader, setReader] = useState('');
  const assign = useMutation({
    mutationFn: () => assignApplications(reader, applicationIds),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['staff', 'applications'] }),
  });
  const count = applicationIds.length;
  const what = `${count} application${count === 1 ? '' : 's'}`;
  return (
    <section aria-labelledby="bulk-assign-title" className="staff-review">
      <h2 id="bulk-assign-title">Assign the {what} listed</h2>
      <ErrorNotice error={assign.error} />
      {assign.data && (
        <p role="status" data-testid="bulk-assigned">
          {assign.data.assigned} newly assigned; {count - assign.data.assigned} were the reader’s
          already.
        </p>
      )}
      <StaffForm
        onSubmit={() => {
          if (!assign.isPending && reader) assign.mutate();
        }}
        pending={assign.isPending}
        blocked={!reader}
        submitLabel={`Assign ${what}`}
      >
        <ReaderSelect id="bulk-assign-reader" value={reader} onChange={setReader} />
      </StaffForm>
    </section>
  );
}
