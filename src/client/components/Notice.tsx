import { useT } from '../i18n/use-t';
import type { ReactNode } from 'react';

interface Props {
  kind: 'success' | 'error' | 'info';
  title?: string;
  children: ReactNode;
  /** Shows a close button (the Forgot Password success message can be closed). */
  onClose?(): void;
  testId?: string;
}

/** A message box on a card: errors are alerts, the rest polite status messages. */
export function Notice({ kind, title, children, onClose, testId }: Props) {
  const t = useT();
  return (
    <div
      className={`notice notice--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      <div className="notice__body">
        {title && <p className="notice__title">{title}</p>}
        <div className="notice__text">{children}</div>
      </div>
      {onClose && (
        <button
          type="button"
          className="notice__close"
          aria-label={t('notice.close')}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
