import { useMutation } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';

/** Always answers 200 (no account enumeration); the e-mail carries /reset-password#access_token=... */
export function requestPasswordReset(input: { email: string }) {
  return apiPost<{ message?: string }>('/api/auth/request-password-reset', input, { token: null });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
