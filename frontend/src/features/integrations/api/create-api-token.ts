import { useMutation, useQueryClient } from '@tanstack/react-query';

import { integrationKeys } from '@/data/query-keys';
import { API_TOKENS_URL } from '@/features/integrations/api/get-api-tokens';
import type { ApiTokenCreated, ApiTokenInput } from '@/features/integrations/api/types';
import { apiPost } from '@/lib/api-client';

/** POST /api/api-tokens -> 201 with the secret (`token`), the only time it is sent. */
export function createApiToken(body: ApiTokenInput): Promise<ApiTokenCreated> {
  return apiPost<ApiTokenCreated>(API_TOKENS_URL, body);
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.tokens() }),
  });
}
