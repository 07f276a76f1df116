import { useMutation, useQueryClient } from '@tanstack/react-query';

import { savedViewKeys } from '@/data/query-keys';
import { apiPost } from '@/lib/api-client';
import type { SavedView } from '@/types/api';
import { SAVED_VIEWS_URL } from '@/features/cases/api/get-saved-views';

export type SavedViewInput = { name: string; filters: Record<string, string>; shared: boolean };

/** POST /api/saved-views: 400 with the server's message for a taken name or a bad query. */
export const createSavedView = (input: SavedViewInput) => apiPost<SavedView>(SAVED_VIEWS_URL, input);

export function useCreateSavedView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewKeys.all }),
  });
}
