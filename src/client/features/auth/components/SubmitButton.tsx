import { Spinner } from '../../../components/Spinner';

interface Props {
  pending: boolean;
  label?: string;
}

/** Each card's Submit button; it says so while the request runs. */
export function SubmitButton({ pending, label = 'Submit' }: Props) {
  return (
    <button type="submit" className="button auth-card__submit" aria-disabled={pending || undefined}>
      {pending && <Spinner size="medium" decorative />}
      {label}
      {pending && <span className="visually-hidden"> (sending)</span>}
    </button>
  );
}
