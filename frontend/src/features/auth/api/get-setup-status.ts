import { queryOptions, useQuery } from '@tanstack/react-query';

import { authKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';

export type SetupStatus = { adminExists: boolean };

export function getSetupStatus() {
  return apiGet<SetupStatus>('/api/auth/setup-status');
}

export const setupStatusQueryOptions = () =>
  queryOptions({ queryKey: authKeys.setupStatus(), queryFn: getSetupStatus, staleTime: 0 });

export function useSetupStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...setupStatusQueryOptions(), enabled });
}
