import { useMutation, useQueryClient } from '@tanstack/react-query';

import { savedViewKeys } from '@/data/query-keys';
import { apiPut } from '@/lib/api-client';
import type { SavedView } from '@/types/api';
import { SAVED_VIEWS_URL } from '@/features/cases/api/get-saved-views';

export type SavedViewChanges = {
  id: number;
  name?: string;
  filters?: Record<string, string>;
  shared?: boolean;
};

/** PUT /api/saved-views/{id}: rename, re-query or (un)share; the owner only (403 otherwise). */
export const updateSavedView = ({ id, ...changes }: SavedViewChanges) =>
  apiPut<SavedView>(`${SAVED_VIEWS_URL}/${id}`, changes);

export function useUpdateSavedView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewKeys.all }),
  });
}
