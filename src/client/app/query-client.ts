import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 7: cached data never refetches by itself and nothing is retried (the
 * web-status post sets its own retries).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchOnMount: false,
      staleTime: Infinity,
    },
    mutations: { retry: false },
  },
});
