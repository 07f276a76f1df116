import { useMutation, useQueryClient } from '@tanstack/react-query';

import { savedViewKeys } from '@/data/query-keys';
import { apiDelete } from '@/lib/api-client';
import { SAVED_VIEWS_URL } from '@/features/cases/api/get-saved-views';

/** DELETE /api/saved-views/{id}: the owner only. */
export const deleteSavedView = (id: number) => apiDelete<void>(`${SAVED_VIEWS_URL}/${id}`);

export function useDeleteSavedView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewKeys.all }),
  });
}
