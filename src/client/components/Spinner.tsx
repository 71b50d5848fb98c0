import { useT } from '../i18n/use-t';
import './spinner.css';

export type SpinnerSize = 'small' | 'medium' | 'large';

/** Spec section 2: a loading spinner 0.4rem, 0.8rem or 2rem across. */
export const SPINNER_SIZES: Record<SpinnerSize, string> = {
  small: '0.4rem',
  medium: '0.8rem',
  large: '2rem',
};

interface Props {
  size?: SpinnerSize;
  /** Read by screen readers; set `decorative` when the surrounding text already says it. */
  label?: string;
  decorative?: boolean;
}

export function Spinner({ size = 'medium', label, decorative = false }: Props) {
  const t = useT();
  const dimension = SPINNER_SIZES[size];
  const circle = (
    <span
      className={`spinner spinner--${size}`}
      style={{ width: dimension, height: dimension }}
      aria-hidden="true"
    />
  );
  if (decorative) return circle;
  return (
    <span role="status" className="spinner-wrapper">
      {circle}
      <span className="visually-hidden">{label ?? t('spinner.loading')}</span>
    </span>
  );
}
