import { renderHook } from '@testing-library/react';

import { authKeys, caseKeys, userKeys } from '@/data/query-keys';
import { useDeleteUser } from '@/features/users/api/delete-user';
import { useUpdateUser } from '@/features/users/api/update-user';
import { invalidatedKeys, queryWrapper, seededQueryClient } from '@/testing/query-cache';
import { mockFetch } from '@/testing/test-utils';

const seeds = [userKeys.list(), authKeys.user(), authKeys.myPermissions(), caseKeys.list({ page: 1 })];

describe('user mutations', () => {
  it('an edit refreshes the shared users list and the signed-in user (the header shows their name)', async () => {
    mockFetch({ 'PUT /api/users/4': { body: { id: 4 } } });
    const client = seededQueryClient(seeds);
    const { result } = renderHook(() => useUpdateUser(), { wrapper: queryWrapper(client) });
    await result.current.mutateAsync({ id: 4, payload: { firstName: 'Ann' } });
    expect(invalidatedKeys(client)).toEqual([userKeys.list(), authKeys.user()]);
  });

  it('a deletion refreshes the users list only', async () => {
    mockFetch({ 'DELETE /api/users/4': { status: 204 } });
    const client = seededQueryClient(seeds);
    const { result } = renderHook(() => useDeleteUser(), { wrapper: queryWrapper(client) });
    await result.current.mutateAsync(4);
    expect(invalidatedKeys(client)).toEqual([userKeys.list()]);
  });
});
