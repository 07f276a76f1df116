import type { RegistrationResponseJSON } from '@simplewebauthn/browser';

import type { Passkey } from '@/features/security/api/get-mfa-status';
import { apiPost } from '@/lib/api-client';

/** Recovery codes come only when this passkey is the user's first factor. */
export type PasskeyAdded = { passkey: Passkey; recoveryCodes?: string[] };

/** POST /api/auth/mfa/webauthn/register/finish {name, credential} (guide: roles#two-factor-sign-in). */
export function finishPasskeyRegistration(input: {
  name: string;
  credential: RegistrationResponseJSON;
}): Promise<PasskeyAdded> {
  return apiPost<PasskeyAdded>('/api/auth/mfa/webauthn/register/finish', input);
}
