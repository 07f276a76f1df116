import { useMutation, useQueryClient } from '@tanstack/react-query';

import { securityKeys } from '@/data/query-keys';
import type { Passkey } from '@/features/security/api/get-mfa-status';
import { apiPatch } from '@/lib/api-client';

/** PATCH /api/auth/mfa/webauthn/{id} {name} (guide: roles#two-factor-sign-in). */
export function renamePasskey({ id, name }: { id: number; name: string }): Promise<{ passkey: Passkey }> {
  return apiPatch<{ passkey: Passkey }>(`/api/auth/mfa/webauthn/${id}`, { name });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.mfa() }),
  });
}
