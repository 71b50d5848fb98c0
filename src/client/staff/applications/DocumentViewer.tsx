import { useEffect, useRef } from 'react';

/** The document the viewer shows: its question's key, its name, and where it is downloaded. */
export interface ViewedDocument {
  key: string;
  name: string;
  href: string;
}

/**
 * An applicant's document beside the answers: the converted PDF in a frame (the browser's own
 * viewer, reached by Tab), its download kept, and a button that closes the panel. Focus moves to
 * the panel's heading when a document opens, so a keyboard or screen reader user is taken to it,
 * and back to the document's link when it closes.
 */
export function DocumentViewer({
  document,
  onClose,
}: {
  document: ViewedDocument;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [document.key]);
  return (
    <aside className="staff-viewer" aria-labelledby="staff-viewer-title">
      <h2 id="staff-viewer-title" tabIndex={-1} ref={heading}>
        Document: {document.name}
      </h2>
      <p className="staff-viewer__actions">
        <a href={document.href} download>
          Download {document.name} (PDF)
        </a>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            onClose();
            // Back to the link that opened it (the question's block has the answer key as id).
            window.document.getElementById(document.key)?.querySelector('a')?.focus();
          }}
        >
          Close the document
        </button>
      </p>
      <iframe
        key={document.key}
        className="staff-viewer__frame"
        title={`Document: ${document.name}`}
        src={`${document.href}?view=inline`}
      />
    </aside>
  );
}
