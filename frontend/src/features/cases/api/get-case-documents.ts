import { queryOptions, useQuery } from '@tanstack/react-query';

import { caseKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { CaseDocument } from '@/types/documents';

/** GET /api/cases/{id}/documents: the case's documents, newest first, erased ones as tombstones. */
export function getCaseDocuments(caseId: number): Promise<CaseDocument[]> {
  return apiGet<CaseDocument[]>(`/api/cases/${caseId}/documents`);
}

export const getCaseDocumentsQueryOptions = (caseId: number) =>
  queryOptions({
    queryKey: caseKeys.documents(caseId),
    queryFn: () => getCaseDocuments(caseId),
  });

export function useCaseDocuments(caseId: number) {
  return useQuery(getCaseDocumentsQueryOptions(caseId));
}
