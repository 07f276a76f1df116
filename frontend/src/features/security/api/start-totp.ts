import { useMutation } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';

/** A new authenticator secret; the factor is not on until confirmed with a code. */
export type TotpSetup = { secret: string; otpauthUri: string; qrSvg: string };

/** POST /api/auth/mfa/totp (guide: roles#two-factor-sign-in). */
export function startTotp(): Promise<TotpSetup> {
  return apiPost<TotpSetup>('/api/auth/mfa/totp');
}

export function useStartTotp() {
  return useMutation({ mutationFn: startTotp });
}
