import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Toaster } from '../components/toast/Toaster';
import { UnexpectedErrorDialog } from '../components/UnexpectedErrorDialog';
import { useHydrated } from './use-hydrated';

/**
 * Everything every page shares: the toasts, the "Unexpected Error" dialog, scroll restoration.
 * The controls of a prerendered page stay disabled until React has hydrated it: a press
 * before would do nothing (or submit the form the browser's way) and typing would be lost.
 */
export function RootLayout() {
  const hydrated = useHydrated();
  return (
    <fieldset className="hydration-gate" role="none" disabled={!hydrated}>
      <Outlet />
      <Toaster />
      <UnexpectedErrorDialog />
      <ScrollRestoration />
    </fieldset>
  );
}
