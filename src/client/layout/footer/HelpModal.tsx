import { useRichT } from '../../i18n/use-rich-t';
import { useT } from '../../i18n/use-t';
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
  const t = useT();
  const rich = useRichT();
  return (
    <Modal open={open} onClose={onClose} title={t('footer.help')} size="medium" testId="help-modal">
      <h3 className="modal__subheading">{t('help.technical')}</h3>
      <p>
        {rich('help.technicalText', {
          email: () => <a href={`mailto:${help.email}`}>{help.email}</a>,
        })}
      </p>
      <h3 className="modal__subheading">{t('help.questions')}</h3>
      <p>
        {rich(help.hours ? 'help.questionsTextHours' : 'help.questionsText', {
          office: help.office,
          hours: help.hours ?? '',
          phone: () => <a href={telHref(help.phone)}>{help.phone}</a>,
        })}
      </p>
    </Modal>
  );
}
