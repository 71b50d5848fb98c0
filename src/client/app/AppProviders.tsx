import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * What wraps the router in the browser and in the build's prerender alike: hydration needs
 * both trees to be the same shape.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </StrictMode>
  );
}
