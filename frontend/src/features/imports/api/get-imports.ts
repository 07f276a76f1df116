import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { importKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { Paginated } from '@/types/api';

export const IMPORTS_URL = '/api/imports';

/** One import batch (GET /api/imports): who imported which file when, and whether it was undone. */
export type ImportBatch = {
  id: number;
  fileName: string;
  importedBy: string;
  importedAt: string;
  rows: number;
  created: number;
  skipped: number;
  undone: boolean;
  undoneAt: string | null;
  undoneBy: string;
  undoReason: string;
};

export type ImportsQuery = { page: number; limit: number };

export function getImports(query: ImportsQuery): Promise<Paginated<ImportBatch>> {
  return apiGet<Paginated<ImportBatch>>(IMPORTS_URL, query);
}

export const getImportsQueryOptions = (query: ImportsQuery) =>
  queryOptions({
    queryKey: importKeys.list(query),
    queryFn: () => getImports(query),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useImports(query: ImportsQuery, enabled = true) {
  return useQuery({ ...getImportsQueryOptions(query), enabled });
}
