import type { ReactNode } from 'react';

/**
 * A message's `<hidden>` tag: words a screen reader reads and the eye does not, such as the
 * name of what a short button acts on ("Delete<hidden> your file</hidden>").
 */
export function visuallyHidden(chunks: ReactNode[]): ReactNode {
  return <span className="visually-hidden">{chunks}</span>;
}
