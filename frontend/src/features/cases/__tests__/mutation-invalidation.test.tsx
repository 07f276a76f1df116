import { renderHook } from '@testing-library/react';

import { caseKeys, companyKeys, kamKeys } from '@/data/query-keys';
import { useDeleteCase } from '@/features/cases/api/delete-case';
import { useDeleteDocument } from '@/features/cases/api/delete-document';
import { useUpdateDocument } from '@/features/cases/api/update-document';
import { useUploadDocument } from '@/features/cases/api/upload-document';
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

describe('a document change refreshes through the key factory', () => {
  const seededWithDocuments = () =>
    seededQueryClient([
      caseKeys.list({ page: 1, limit: 25 }),
      caseKeys.detail(7),
      caseKeys.statsFor({}),
      caseKeys.history(7),
      caseKeys.timeline(7),
      caseKeys.documents(7),
      caseKeys.documents(8),
    ]);
  // The case's documents, the lists and the case (their documentsCount), the stats with them, and its timeline.
  const afterAddOrRemove = [
    caseKeys.list({ page: 1, limit: 25 }),
    caseKeys.detail(7),
    caseKeys.statsFor({}),
    caseKeys.timeline(7),
    caseKeys.documents(7),
  ];

  it('an upload reaches the case’s documents, the case and the lists, and its timeline', async () => {
    mockFetch({ 'POST /api/cases/7/documents': { status: 201, body: { id: 1 } } });
    const client = seededWithDocuments();
    const { result } = renderHook(() => useUploadDocument(), { wrapper: queryWrapper(client) });
    const file = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    await result.current.mutateAsync({ caseId: 7, file, kind: 'report', visibleToClient: true });
    expect(invalidatedKeys(client)).toEqual(afterAddOrRemove);
  });

  it('a delete reaches the same', async () => {
    mockFetch({ 'DELETE /api/documents/1': { status: 204 } });
    const client = seededWithDocuments();
    const { result } = renderHook(() => useDeleteDocument(), { wrapper: queryWrapper(client) });
    await result.current.mutateAsync({ id: 1, caseId: 7 });
    expect(invalidatedKeys(client)).toEqual(afterAddOrRemove);
  });

  it('a visibility change puts the answer in the list and re-reads only the timeline', async () => {
    const saved = { id: 1, visibleToClient: true };
    mockFetch({ 'PUT /api/documents/1': { body: saved } });
    const client = seededWithDocuments();
    client.setQueryData(caseKeys.documents(7), [{ id: 1, visibleToClient: false }, { id: 2 }]);
    const { result } = renderHook(() => useUpdateDocument(), { wrapper: queryWrapper(client) });
    await result.current.mutateAsync({ id: 1, caseId: 7, visibleToClient: true });
    expect(invalidatedKeys(client)).toEqual([caseKeys.timeline(7)]);
    expect(client.getQueryData(caseKeys.documents(7))).toEqual([saved, { id: 2 }]);
  });
});
