import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';

import { caseKeys, companyKeys, kamKeys } from '@/data/query-keys';
import { useDeleteCase } from '@/features/cases/api/delete-case';
import { useUpdateCase } from '@/features/cases/api/update-case';
import { createTestQueryClient, mockFetch } from '@/testing/test-utils';

function seeded(): QueryClient {
  const client = createTestQueryClient();
  const keys = [
    caseKeys.list({ page: 1, limit: 25 }),
    caseKeys.detail(7),
    caseKeys.statsFor({}),
    caseKeys.history(7),
    caseKeys.merged(7),
    companyKeys.list(),
    kamKeys.list(),
  ];
  for (const key of keys) client.setQueryData(key, {});
  return client;
}

const invalidated = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);

const wrapperFor =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );

describe('a case mutation refreshes through the key factory', () => {
  it('editing a case reaches the case list, its details and the stats (SPEC §7), not history or merged cases', async () => {
    mockFetch({ 'PUT /api/cases/7': { body: { id: 7 } } });
    const client = seeded();
    const { result } = renderHook(() => useUpdateCase(), { wrapper: wrapperFor(client) });
    const payload = {
      clientName: 'Acme',
      instructed: true,
      currentStatus: 'sent' as const,
      onHoldReason: null,
      updatedAt: '2026-01-01T00:00:00Z',
    };
    await result.current.mutateAsync({ id: 7, payload });
    expect(invalidated(client)).toEqual([
      caseKeys.list({ page: 1, limit: 25 }),
      caseKeys.detail(7),
      caseKeys.statsFor({}),
    ]);
  });

  it('a failed delete refreshes nothing', async () => {
    mockFetch({ 'DELETE /api/cases/7': { status: 403, body: { message: 'Forbidden' } } });
    const client = seeded();
    const { result } = renderHook(() => useDeleteCase(), { wrapper: wrapperFor(client) });
    await expect(result.current.mutateAsync(7)).rejects.toThrow();
    expect(invalidated(client)).toEqual([]);
  });
});
