import { Navigate, useLocation } from 'react-router-dom';
import { defaultRoute } from './paths';

/** Sends any unknown path to the default route, keeping the query string (e.g. ?token=). */
export function RedirectToDefault() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: defaultRoute(), search, hash }} replace />;
}
