import { queryOptions, useQuery } from '@tanstack/react-query';

import { integrationKeys } from '@/data/query-keys';
import type { ApiToken } from '@/features/integrations/api/types';
import { apiGet } from '@/lib/api-client';

export const API_TOKENS_URL = '/api/api-tokens';

/** GET /api/api-tokens: every token, newest first, without its secret. */
export async function getApiTokens(): Promise<ApiToken[]> {
  const answer = await apiGet<{ data: ApiToken[] }>(API_TOKENS_URL);
  return answer.data;
}

export const getApiTokensQueryOptions = () =>
  queryOptions({ queryKey: integrationKeys.tokens(), queryFn: getApiTokens });

export function useApiTokens(enabled = true) {
  return useQuery({ ...getApiTokensQueryOptions(), enabled });
}
