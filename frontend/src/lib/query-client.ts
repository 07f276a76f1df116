import { QueryClient } from '@tanstack/react-query';

/** guide: screens#timings-and-limits: no automatic retry, no refetch on window focus, no polling; stale time 0 unless a
 * query says otherwise. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
