import { Spinner } from '../components/Spinner';

/** Shown while a lazy page or the first loader runs. */
export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spinner size="large" label="Loading the page" />
    </div>
  );
}
