import { useT } from '../i18n/use-t';
import { Spinner } from '../components/Spinner';

/** Shown while a lazy page or the first loader runs. */
export function PageSpinner() {
  const t = useT();
  return (
    <div className="page-spinner">
      <Spinner size="large" label={t('spinner.page')} />
    </div>
  );
}
