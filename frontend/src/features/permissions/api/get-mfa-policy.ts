import { mfaPolicyKeys } from '@/data/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { Role } from '@/types/api';

/** Whether each role must use two-factor sign-in (guide: roles#two-factor-sign-in). */
export type MfaPolicy = Record<Role, boolean>;

/** GET /api/auth/mfa-policy (staff, managers and admins may read). */
export function getMfaPolicy(): Promise<MfaPolicy> {
  return apiGet<MfaPolicy>('/api/auth/mfa-policy');
}

export const getMfaPolicyQueryOptions = () =>
  queryOptions({ queryKey: mfaPolicyKeys.all, queryFn: getMfaPolicy });

export function useMfaPolicy() {
  return useQuery(getMfaPolicyQueryOptions());
}
