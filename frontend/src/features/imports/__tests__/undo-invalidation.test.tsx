import { renderHook } from '@testing-library/react';

import { caseKeys, duplicateKeys, importKeys } from '@/data/query-keys';
import { useUndoImport } from '@/features/imports/api/undo-import';
import { invalidatedKeys, queryWrapper, seededQueryClient } from '@/testing/query-cache';
import { mockFetch } from '@/testing/test-utils';

describe('undoing an import', () => {
  it('refreshes the imports list and the case data (guide: api#endpoints), nothing else', async () => {
    mockFetch({ 'POST /api/imports/3/undo': { body: { id: 3, undone: true } } });
    const client = seededQueryClient([
      importKeys.list({ page: 1, limit: 20 }),
      caseKeys.list({ page: 1, limit: 25 }),
      caseKeys.visible(),
      caseKeys.detail(7),
      caseKeys.statsFor({}),
      caseKeys.history(7),
      duplicateKeys.list({ type: 'all' }),
    ]);
    const { result } = renderHook(() => useUndoImport(), { wrapper: queryWrapper(client) });
    await result.current.mutateAsync({ id: 3, reason: 'Wrong file' });
    expect(invalidatedKeys(client)).toEqual([
      importKeys.list({ page: 1, limit: 20 }),
      caseKeys.list({ page: 1, limit: 25 }),
      caseKeys.visible(),
      caseKeys.detail(7),
      caseKeys.statsFor({}),
    ]);
  });
});
