import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Toaster } from '../components/toast/Toaster';
import { UnexpectedErrorDialog } from '../components/UnexpectedErrorDialog';

/**
 * Everything every page shares: the toasts, the "Unexpected Error" dialog, scroll restoration.
 * A prerendered page's controls wait for hydration behind the layouts' HydrationGates.
 */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
      <UnexpectedErrorDialog />
      <ScrollRestoration />
    </>
  );
}
