import { useT } from '../../i18n/use-t';
import { site } from '../../app/site';
import { Modal } from '../../components/modal/Modal';

interface Props {
  open: boolean;
  onClose(): void;
}

/** Spec section 1: the privacy and cookie notice, from forms/site.json. */
export function PrivacyModal({ open, onClose }: Props) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('footer.privacy')}
      size="medium"
      testId="privacy-modal"
    >
      {site.privacyNotice.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Modal>
  );
}
