import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';

import { createTestQueryClient } from '@/testing/test-utils';

/** A fresh client holding an (inactive) query under each key, so a test can see which ones get invalidated. */
export function seededQueryClient(keys: readonly QueryKey[]): QueryClient {
  const client = createTestQueryClient();
  for (const key of keys) client.setQueryData(key, {});
  return client;
}

/** The keys of the cached queries marked invalidated, in cache order. */
export function invalidatedKeys(client: QueryClient): QueryKey[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);
}

/** A renderHook wrapper providing `client`. */
export const queryWrapper =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
