import { queryOptions, useQuery } from '@tanstack/react-query';

import { caseKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { CaseDocument } from '@/types/documents';

/** GET /api/cases/{id}/documents for a client: only the documents made visible to them, newest first. */
export const getPortalDocuments = (caseId: number) =>
  apiGet<CaseDocument[]>(`/api/cases/${caseId}/documents`);

export const getPortalDocumentsQueryOptions = (caseId: number) =>
  queryOptions({
    queryKey: caseKeys.documents(caseId),
    queryFn: () => getPortalDocuments(caseId),
  });

export const usePortalDocuments = (caseId: number) => useQuery(getPortalDocumentsQueryOptions(caseId));
