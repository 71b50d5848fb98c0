import { site } from '../../app/site';
import { Modal } from '../../components/modal/Modal';

interface Props {
  open: boolean;
  onClose(): void;
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Spec section 1: technical-assistance e-mail, contact office and phone, from forms/site.json. */
export function HelpModal({ open, onClose }: Props) {
  const { help } = site;
  return (
    <Modal open={open} onClose={onClose} title="Help" size="medium" testId="help-modal">
      <h3 className="modal__subheading">Technical assistance</h3>
      <p>
        For help with this application, e-mail <a href={`mailto:${help.email}`}>{help.email}</a>.
      </p>
      <h3 className="modal__subheading">Questions about applying</h3>
      <p>
        Contact the {help.office} at <a href={telHref(help.phone)}>{help.phone}</a>
        {help.hours ? `, ${help.hours}` : ''}.
      </p>
    </Modal>
  );
}
