import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { errorMessageOf } from '../../api/errors';
import { Spinner } from '../../components/Spinner';
import { Notice } from '../../components/Notice';
import { PrintDocument } from '../../form/print/PrintDocument';
import {
  applicationKey,
  applicationPdfUrl,
  documentUrl,
  fetchApplication,
} from '../api/applications';
import { activateDefinitions, activeDefinitions, EVERY_CATEGORY } from '../../../engine';
import { versionSet } from '../../app/definitions/version-sets';
import { DocumentViewer, type ViewedDocument } from '../applications/DocumentViewer';
import { ShareLink } from '../applications/ShareLink';
import '../applications/applications.css';
import { ChecklistSection } from '../review/ChecklistSection';
import { DecisionSection } from '../review/DecisionSection';
import { NotesSection } from '../review/NotesSection';
import { QueueNavigation } from '../review/QueueNavigation';
import { QueueSection } from '../review/QueueSection';
import { ReviewsSection } from '../review/ReviewsSection';
import '../review/review.css';
import { useStaffMe } from '../use-staff-me';
import { staffPaths } from '../staff-paths';
import { useStaffTitle } from '../use-staff-title';

/** The office's sections below the application, after its pages in the jump links. */
const OFFICE_JUMPS = [
  { href: '#queue-title', label: 'Queue and readers' },
  { href: '#reviews-title', label: 'Reviews' },
  { href: '#notes-title', label: 'Notes' },
  { href: '#checklist-title', label: 'Checklist' },
  { href: '#decision-title', label: 'Decision' },
];

/**
 * One application: the print view with its header (name, e-mail, status, submission time,
 * reference), documents that open in a viewer beside the answers, the PDF, a read-only link to
 * share (admins), and the office's work on it: its queue and readers, the reviews (and the
 * review form), notes, the checklist and the decision; opened from the reader's queue, previous
 * and next through it. Answers of sensitive categories not granted to the staff member say so.
 */
export function Component() {
  useStaffTitle('Application');
  const me = useStaffMe();
  const id = useParams().id ?? '';
  const fromQueue = useSearchParams()[0].get('from') === 'queue';
  const query = useQuery({
    queryKey: applicationKey(id),
    // Shown with the questions of the form version it was answered or submitted on.
    queryFn: async () => {
      const application = await fetchApplication(id);
      return { application, definitions: await versionSet(application.definitions_version) };
    },
    // Read afresh whenever this page opens: staff see the application as it is now.
    staleTime: 0,
    gcTime: 0,
  });
  const openDocument = useCallback((key: string) => documentUrl(id, key), [id]);
  // Kept with its application's id: previous and next in a queue open another with none shown.
  const [shown, setShown] = useState<(ViewedDocument & { of: string }) | null>(null);
  const viewing = shown?.of === id ? shown : null;
  const view = useCallback(
    (document: { key: string; name: string }) =>
      setShown({ ...document, href: documentUrl(id, document.key), of: id }),
    [id],
  );
  const data = query.data?.application;
  // Made active as the page draws this application, not when its request ends: one opened
  // before it (previous, next) and answered later would otherwise draw with its own version.
  const definitions = query.data?.definitions;
  if (definitions && activeDefinitions() !== definitions) activateDefinitions(definitions);
  return (
    <>
      {fromQueue ? (
        <QueueNavigation applicationId={id} />
      ) : (
        <p>
          <Link to={staffPaths.applications}>Back to the applications</Link>
        </p>
      )}
      {query.error && (
        <>
          <h1>Application not available</h1>
          <Notice kind="error">
            <p>{errorMessageOf(query.error)}</p>
          </Notice>
        </>
      )}
      {!data && !query.error && <Spinner size="large" label="Loading the application" />}
      {data && (
        <>
          <p>
            <a className="button" href={applicationPdfUrl(id)} download>
              Download the PDF of this application
            </a>
          </p>
          <div className={viewing ? 'staff-reading staff-reading--viewing' : 'staff-reading'}>
            <PrintDocument
              data={{
                answer: data.answer,
                add_another: data.add_another,
                document_answer: data.document_answer,
                tabs: data.tabs,
                definitions_version: data.definitions_version,
                language: data.language,
                applicant: {
                  username: data.username,
                  status: data.status,
                  submitted_at: data.submitted_at,
                  reference: data.reference,
                },
              }}
              hideUnanswered={false}
              documentUrl={openDocument}
              onOpenDocument={view}
              withheld={data.withheld}
              jumps={OFFICE_JUMPS}
            />
            {viewing && <DocumentViewer document={viewing} onClose={() => setShown(null)} />}
          </div>
          {/* Keyed: previous and next start each application's forms afresh. */}
          <QueueSection key={`queue:${id}`} applicationId={id} />
          <ReviewsSection key={`reviews:${id}`} applicationId={id} />
          <NotesSection applicationId={id} />
          <ChecklistSection applicationId={id} />
          <DecisionSection applicationId={id} />
          {me.role === 'admin' && me.grants.includes(EVERY_CATEGORY) && (
            <ShareLink applicationId={id} />
          )}
        </>
      )}
    </>
  );
}
