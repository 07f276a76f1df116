import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';

import { apiPost } from '@/lib/api-client';

/** POST /api/auth/mfa/webauthn/register/begin: the options the browser creates a passkey from (guide:
 * roles#two-factor-sign-in). */
export async function beginPasskeyRegistration(): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { options } = await apiPost<{ options: PublicKeyCredentialCreationOptionsJSON }>(
    '/api/auth/mfa/webauthn/register/begin',
  );
  return options;
}
