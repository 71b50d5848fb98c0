import type { RouteObject } from 'react-router-dom';
import { RootErrorPage } from '../app/RootErrorPage';

/**
 * The form preview (issue 18). Under `npm run dev` it is open at its address without a
 * sign-in, for whoever edits forms/ on their own machine; in the built app it is a page of the
 * workspace, behind the staff sign-in like the others.
 */
const preview: RouteObject = { path: 'preview/:pageId?', lazy: () => import('./pages/preview') };

/**
 * The staff workspace under /staff. Every page and the shell load lazily, so nothing of the
 * workspace lands in the applicants' chunks; a page adds its route here and its line in
 * staff-nav.ts.
 */
export const staffRoutes: RouteObject = {
  path: 'staff',
  ErrorBoundary: RootErrorPage,
  children: [
    { path: 'sign-in', lazy: () => import('./pages/sign-in') },
    { path: 'welcome', lazy: () => import('./pages/welcome') },
    ...(import.meta.env.DEV ? [preview] : []),
    {
      id: 'staff-shell',
      lazy: () => import('./StaffShell'),
      children: [
        { index: true, lazy: () => import('./pages/home') },
        { path: 'queue', lazy: () => import('./pages/queue') },
        { path: 'applications', lazy: () => import('./pages/applications') },
        { path: 'applications/:id', lazy: () => import('./pages/application') },
        { path: 'audit', lazy: () => import('./pages/audit') },
        { path: 'share-links', lazy: () => import('./pages/share-links') },
        { path: 'staff', lazy: () => import('./pages/staff-admin') },
        { path: 'forms', lazy: () => import('./pages/forms') },
        { path: 'forms/draft', lazy: () => import('./pages/forms-draft') },
        ...(import.meta.env.DEV ? [] : [preview]),
      ],
    },
  ],
};
