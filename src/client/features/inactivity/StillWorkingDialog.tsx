import { useRef } from 'react';
import { Modal } from '../../components/modal/Modal';

export const STILL_WORKING_TITLE = 'Still working?';
export const STILL_WORKING_TEXT =
  'You have been inactive for a little while. Would you like to stay logged in?';
export const STAY_LABEL = 'Yes - Take me back to my application';
export const LEAVE_LABEL = 'No - Please log me out';

interface Props {
  open: boolean;
  onStay(): void;
  onLeave(): void;
}

/** The inactivity prompt: an alert dialog, so screen readers announce it when it opens. */
export function StillWorkingDialog({ open, onStay, onLeave }: Props) {
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onStay}
      title={STILL_WORKING_TITLE}
      role="alertdialog"
      hideClose
      initialFocus={stayRef}
      testId="still-working-dialog"
      actions={
        <>
          <button ref={stayRef} type="button" className="button" onClick={onStay}>
            {STAY_LABEL}
          </button>
          <button type="button" className="button button--secondary" onClick={onLeave}>
            {LEAVE_LABEL}
          </button>
        </>
      }
    >
      <p>{STILL_WORKING_TEXT}</p>
    </Modal>
  );
}
