import { useT } from '../../i18n/use-t';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import './modal.css';

export type ModalSize = 'small' | 'medium' | 'large';

export interface ModalProps {
  open: boolean;
  onClose(): void;
  /** Spec section 2: the header defaults to "Error" (in the language read). */
  title?: string;
  /** small 30rem, medium 60rem, large 80vw; on tablet 30rem, 70vw, 90vw. */
  size?: ModalSize;
  children?: ReactNode;
  /** Buttons shown under the body. */
  actions?: ReactNode;
  /** alertdialog for questions the user must answer (it is announced on opening). */
  role?: 'dialog' | 'alertdialog';
  /** The element to focus on opening; default the close button. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Hide the header's close button (the actions then decide how it closes). */
  hideClose?: boolean;
  testId?: string;
}

/**
 * A modal dialog on the native <dialog> element: the page behind it is inert, Escape closes it,
 * focus moves in on opening and back to where it was on closing.
 */
export function Modal({
  open,
  onClose,
  title,
  size = 'small',
  children,
  actions,
  role = 'dialog',
  initialFocus,
  hideClose = false,
  testId,
}: ModalProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    (initialFocus?.current ?? closeRef.current ?? dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`modal modal--${size}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title ?? t('modal.error')}
        </h2>
        {!hideClose && (
          <button
            ref={closeRef}
            type="button"
            className="modal__close"
            aria-label={t('modal.close')}
            onClick={() => onCloseRef.current()}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <div id={bodyId} className="modal__body">
        {children}
      </div>
      {actions && <div className="modal__actions button-group">{actions}</div>}
    </dialog>
  );
}
