import { useMutation } from '@tanstack/react-query';

import { storeSignedIn, type SignedInResponse } from '@/features/auth/api/login';
import { apiPost } from '@/lib/api-client';

export type VerifyMfaInput = { mfaToken: string; code: string };

/** POST /api/auth/mfa/verify: the second step with an authenticator or recovery code (guide: roles#two-factor-sign-in).
 * */
export function verifyMfa(input: VerifyMfaInput): Promise<SignedInResponse> {
  return apiPost<SignedInResponse>('/api/auth/mfa/verify', input, { token: null });
}

export function useVerifyMfa() {
  return useMutation({ mutationFn: verifyMfa, onSuccess: storeSignedIn });
}
