import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';

export type Passkey = { id: number; name: string; createdAt: string; lastUsedAt: string | null };

/** GET /api/auth/mfa: the signed-in user's factors and whether their role requires one (issue 20). */
export type MfaStatus = {
  totp: boolean;
  passkeys: Passkey[];
  recoveryCodesLeft: number;
  /** The role policy requires two-factor sign-in. */
  required: boolean;
  /** At least one factor is confirmed. */
  enrolled: boolean;
};

/** Every Security-page query starts with this key; mutations invalidate it. */
export const securityKeys = {
  all: ['security'] as const,
  mfa: () => [...securityKeys.all, '/api/auth/mfa'] as const,
  sessions: () => [...securityKeys.all, '/api/auth/sessions'] as const,
};

export function getMfaStatus(): Promise<MfaStatus> {
  return apiGet<MfaStatus>('/api/auth/mfa');
}

export const getMfaStatusQueryOptions = () =>
  queryOptions({ queryKey: securityKeys.mfa(), queryFn: getMfaStatus });

export function useMfaStatus() {
  return useQuery(getMfaStatusQueryOptions());
}
