import { Spinner } from '../../../components/Spinner';
import { useT } from '../../../i18n/use-t';

interface Props {
  pending: boolean;
}

/** Each card's Submit button; it says so while the request runs. */
export function SubmitButton({ pending }: Props) {
  const t = useT();
  return (
    <button type="submit" className="button auth-card__submit" aria-disabled={pending || undefined}>
      {pending && <Spinner size="medium" decorative />}
      {t('card.submit')}
      {pending && <span className="visually-hidden"> {t('card.sending')}</span>}
    </button>
  );
}
