import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import {
  applicationLoader,
  shouldRevalidateApplication,
} from '../features/session/application-loader';
import { ApplicationGroup } from './ApplicationGroup';
import { authLoader } from './auth-loader';
import { ApplicationLayout } from '../layout/ApplicationLayout';
import { AuthLayout } from '../layout/AuthLayout';
import { PageSpinner } from './PageSpinner';
import { RedirectToDefault } from './RedirectToDefault';
import { RootErrorPage } from './RootErrorPage';
import { RootLayout } from './RootLayout';
import { RouterFallback } from './RouterFallback';
import { addStaffRoutes } from './staff-route-discovery';

/**
 * The routes of spec section 2 (the staff workspace's are added when asked for: see below).
 * Every page loads lazily. The application group sits behind a
 * loader that fetches the profile; the auth group holds the five cards; unknown paths go to
 * the default route with their query string kept. The build prerenders the pages of the
 * groups whose handle says `prerender` as a visitor sees them (src/client/prerender).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouterFallback,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, Component: RedirectToDefault },
      {
        id: 'application',
        handle: { prerender: true },
        loader: applicationLoader,
        shouldRevalidate: shouldRevalidateApplication,
        Component: ApplicationGroup,
        ErrorBoundary: RootErrorPage,
        children: [
          {
            Component: ApplicationLayout,
            children: [
              { path: 'about', lazy: () => import('../pages/about') },
              { path: 'education', lazy: () => import('../pages/education') },
              { path: 'final-steps', lazy: () => import('../pages/final-steps') },
              { path: 'review', lazy: () => import('../pages/review') },
            ],
          },
          {
            element: <ApplicationLayout withSteps={false} />,
            children: [{ path: 'completion', lazy: () => import('../pages/completion') }],
          },
        ],
      },
      {
        id: 'auth',
        handle: { prerender: true },
        loader: authLoader,
        Component: AuthLayout,
        ErrorBoundary: RootErrorPage,
        children: [
          { path: 'signup', lazy: () => import('../pages/signup') },
          { path: 'confirm', lazy: () => import('../pages/confirm') },
          { path: 'login', lazy: () => import('../pages/login') },
          { path: 'forgot', lazy: () => import('../pages/forgot') },
          { path: 'reset', lazy: () => import('../pages/reset') },
        ],
      },
      { path: '*', Component: RedirectToDefault },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: addStaffRoutes });
}
