import { queryOptions, useQuery } from '@tanstack/react-query';

import { securityKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';

export type Passkey = { id: number; name: string; createdAt: string; lastUsedAt: string | null };

/** GET /api/auth/mfa: the signed-in user's factors and whether their role requires one (guide:
 * roles#two-factor-sign-in). */
export type MfaStatus = {
  totp: boolean;
  passkeys: Passkey[];
  recoveryCodesLeft: number;
  /** The role policy requires two-factor sign-in. */
  required: boolean;
  /** At least one factor is confirmed. */
  enrolled: boolean;
};

export function getMfaStatus(): Promise<MfaStatus> {
  return apiGet<MfaStatus>('/api/auth/mfa');
}

export const getMfaStatusQueryOptions = () =>
  queryOptions({ queryKey: securityKeys.mfa(), queryFn: getMfaStatus });

export function useMfaStatus() {
  return useQuery(getMfaStatusQueryOptions());
}
