import type { NavigateOptions, To } from 'react-router-dom';

type Navigator = (to: To, options?: NavigateOptions) => void | Promise<void>;

let navigator: Navigator | null = null;

/**
 * Code outside components (the HTTP client's 401 handler, logout, the inactivity timer) moves
 * the user through the one data router, registered here by main.tsx, without import cycles.
 */
export function registerNavigator(navigate: Navigator): void {
  navigator = navigate;
}

export function navigateTo(to: To, options?: NavigateOptions): void {
  if (!navigator) throw new Error('navigateTo called before the router was registered');
  void navigator(to, options);
}
