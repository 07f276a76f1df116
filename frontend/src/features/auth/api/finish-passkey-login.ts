import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';

import type { SignedInResponse } from '@/features/auth/api/login';
import { apiPost } from '@/lib/api-client';

/** POST /api/auth/mfa/webauthn/login/finish: the signed challenge; answers as login does (guide:
 * roles#two-factor-sign-in). */
export function finishPasskeyLogin(input: {
  mfaToken: string;
  credential: AuthenticationResponseJSON;
}): Promise<SignedInResponse> {
  return apiPost<SignedInResponse>('/api/auth/mfa/webauthn/login/finish', input, { token: null });
}
