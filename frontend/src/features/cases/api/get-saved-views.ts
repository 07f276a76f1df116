import { queryOptions, useQuery } from '@tanstack/react-query';

import { savedViewKeys } from '@/data/query-keys';
import { apiGet } from '@/lib/api-client';
import type { SavedView } from '@/types/api';

export const SAVED_VIEWS_URL = '/api/saved-views';

/** GET /api/saved-views: the user's own views and every shared one, by name. */
export const getSavedViews = () => apiGet<SavedView[]>(SAVED_VIEWS_URL);

export const getSavedViewsQueryOptions = () =>
  queryOptions({ queryKey: savedViewKeys.list(), queryFn: getSavedViews, staleTime: 30_000 });

export const useSavedViews = () => useQuery(getSavedViewsQueryOptions());
