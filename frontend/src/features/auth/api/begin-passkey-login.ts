import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

import { apiPost } from '@/lib/api-client';

/** POST /api/auth/mfa/webauthn/login/begin: the challenge a passkey signs as the second step (guide:
 * roles#two-factor-sign-in). */
export async function beginPasskeyLogin(mfaToken: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { options } = await apiPost<{ options: PublicKeyCredentialRequestOptionsJSON }>(
    '/api/auth/mfa/webauthn/login/begin',
    { mfaToken },
    { token: null },
  );
  return options;
}
