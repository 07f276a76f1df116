import { useMutation, useQueryClient } from '@tanstack/react-query';

import { integrationKeys } from '@/data/query-keys';
import { API_TOKENS_URL } from '@/features/integrations/api/get-api-tokens';
import { apiDelete } from '@/lib/api-client';

/** DELETE /api/api-tokens/{id} -> 204: the token stops working at once (it stays listed as revoked). */
export function revokeApiToken(id: number): Promise<unknown> {
  return apiDelete(`${API_TOKENS_URL}/${id}`);
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.tokens() }),
  });
}
