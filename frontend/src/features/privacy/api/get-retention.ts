import { useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { Retention } from '@/features/privacy/rules';

export const RETENTION_URL = '/api/privacy/retention';

export function getRetention(): Promise<Retention> {
  return apiGet<Retention>(RETENTION_URL);
}

export function useRetention() {
  return useQuery({ queryKey: [RETENTION_URL], queryFn: getRetention });
}
