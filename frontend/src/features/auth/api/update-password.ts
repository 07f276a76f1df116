import { useMutation } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';

export type UpdatePasswordInput = { password: string; token: string };

/** POST /api/auth/update-password with the recovery token from the reset link as bearer. */
export function updatePassword({ password, token }: UpdatePasswordInput) {
  return apiPost<unknown>('/api/auth/update-password', { password }, { token });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
