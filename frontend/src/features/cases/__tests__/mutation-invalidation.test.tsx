import { renderHook } from '@testing-library/react';

import { caseKeys, companyKeys, kamKeys } from '@/data/query-keys';
import { useDeleteCase } from '@/features/cases/api/delete-case';
import { useUpdateCase } from '@/features/cases/api/update-case';
import { invalidatedKeys, queryWrapper, seededQueryClient } from '@/testing/query-cache';
import { mockFetch } from '@/testing/test-utils';

const seeded = () =>
  seededQueryClient([
    caseKeys.list({ page: 1, limit: 25 }),
    caseKeys.detail(7),
    caseKeys.statsFor({}),
    caseKeys.history(7),
    caseKeys.merged(7),
    companyKeys.list(),
    kamKeys.list(),
  ]);

describe('a case mutation refreshes through the key factory', () => {
  it('editing a case reaches the case list, its details and the stats, not history or merged cases', async () => {
    mockFetch({ 'PUT /api/cases/7': { body: { id: 7 } } });
    const client = seeded();
    const { result } = renderHook(() => useUpdateCase(), { wrapper: queryWrapper(client) });
    const payload = {
      clientName: 'Acme',
      instructed: true,
      currentStatus: 'sent' as const,
      onHoldReason: null,
      updatedAt: '2026-01-01T00:00:00Z',
    };
    await result.current.mutateAsync({ id: 7, payload });
    expect(invalidatedKeys(client)).toEqual([
      caseKeys.list({ page: 1, limit: 25 }),
      caseKeys.detail(7),
      caseKeys.statsFor({}),
    ]);
  });

  it('a failed delete refreshes nothing', async () => {
    mockFetch({ 'DELETE /api/cases/7': { status: 403, body: { message: 'Forbidden' } } });
    const client = seeded();
    const { result } = renderHook(() => useDeleteCase(), { wrapper: queryWrapper(client) });
    await expect(result.current.mutateAsync(7)).rejects.toThrow();
    expect(invalidatedKeys(client)).toEqual([]);
  });
});
