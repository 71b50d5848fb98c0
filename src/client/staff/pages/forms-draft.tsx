import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ErrorNotice } from '../ErrorNotice';
import { draftKey, fetchDraft, fetchForms, fetchVersion, formsKey, versionKey } from '../api/forms';
import { DraftWorkspace } from '../forms/DraftWorkspace';
import { textsOf } from '../forms/draft-texts';
import { useStaffMe } from '../use-staff-me';
import { useStaffTitle } from '../use-staff-title';
import '../forms/forms-editor.css';

/** /staff/forms/draft: the form editor (issue 29); admins edit, readers read. */
export function Component() {
  const canEdit = useStaffMe().role === 'admin';
  const title = canEdit ? 'Edit the draft' : 'The draft';
  useStaffTitle(title);
  // Loaded once: the editor holds the draft from then on; a reload remounts it.
  const draft = useQuery({
    queryKey: draftKey,
    queryFn: fetchDraft,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const overview = useQuery({ queryKey: formsKey, queryFn: fetchForms });
  const liveVersion = overview.data?.live.version;
  const live = useQuery({
    queryKey: versionKey(liveVersion ?? 0),
    queryFn: () => fetchVersion(liveVersion ?? 0),
    enabled: liveVersion !== undefined,
    staleTime: Infinity,
  });
  const liveTexts = useMemo(() => live.data && textsOf(live.data.files), [live.data]);
  return (
    <>
      <h1>{title}</h1>
      <ErrorNotice error={draft.error ?? overview.error ?? live.error} />
      {draft.data ? (
        <DraftWorkspace
          key={draft.dataUpdatedAt}
          draft={draft.data}
          live={liveTexts}
          canEdit={canEdit}
          onReload={() => void draft.refetch()}
        />
      ) : (
        !draft.error && <p role="status">Loading the draft…</p>
      )}
    </>
  );
}
