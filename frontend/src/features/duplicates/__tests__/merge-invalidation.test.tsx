import { renderHook } from '@testing-library/react';

import { caseKeys, duplicateKeys } from '@/data/query-keys';
import { useDismissDuplicate } from '@/features/duplicates/api/dismiss-duplicate';
import { useMergeCases } from '@/features/duplicates/api/merge-cases';
import { invalidatedKeys, queryWrapper, seededQueryClient } from '@/testing/query-cache';
import { mockFetch } from '@/testing/test-utils';

const group = { identifierType: 'bhrukId', identifier: 'BH-1' } as const;

const seeded = () =>
  seededQueryClient([
    duplicateKeys.list({ type: 'all' }),
    duplicateKeys.group(group),
    caseKeys.list({ page: 1, limit: 25 }),
    caseKeys.detail(7),
    caseKeys.statsFor({}),
    caseKeys.history(7),
  ]);

describe('duplicate mutations refresh through the key factories', () => {
  it('a merge refreshes the duplicate lists and the case data, not the merged group itself', async () => {
    mockFetch({
      'POST /api/duplicates/merge': {
        body: { message: 'Merged', masterCase: { id: 7 }, mergedCaseIds: [8] },
      },
    });
    const client = seeded();
    const { result } = renderHook(() => useMergeCases(), { wrapper: queryWrapper(client) });
    await result.current.mutateAsync({
      masterCaseId: 7,
      duplicateCaseIds: [8],
      mergedData: {},
      mergeReason: 'Same case',
    });
    expect(invalidatedKeys(client)).toEqual([
      duplicateKeys.list({ type: 'all' }),
      caseKeys.list({ page: 1, limit: 25 }),
      caseKeys.detail(7),
      caseKeys.statsFor({}),
    ]);
  });

  it('a dismissal refreshes only the duplicate lists', async () => {
    mockFetch({ 'POST /api/duplicates/dismiss': { body: { message: 'Dismissed' } } });
    const client = seeded();
    const { result } = renderHook(() => useDismissDuplicate(), { wrapper: queryWrapper(client) });
    await result.current.mutateAsync(group);
    expect(invalidatedKeys(client)).toEqual([duplicateKeys.list({ type: 'all' })]);
  });
});
