import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

import {
  portalReducer,
  portalStateFromSearch,
  searchFromPortalState,
  type PortalSortField,
  type PortalState,
} from '@/features/portal/rules';

export type PortalUrlState = {
  state: PortalState;
  onFilter: (changes: Partial<Pick<PortalState, 'status' | 'range' | 'search'>>) => void;
  onSort: (field: PortalSortField) => void;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
};

/**
 * The portal list's state, read once from the URL (a reload, a shared link, Back from a case page) and written back
 * on every change (replace: no history entry per change), as the dashboard's (features/cases
 * use-dashboard-url-state).
 */
export function usePortalUrlState(): PortalUrlState {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(portalReducer, location.search, portalStateFromSearch);
  // What was last written, not the rendered location (which lags a navigation behind).
  const written = useRef(location.search);
  const { pathname, hash } = location;
  useEffect(() => {
    const search = searchFromPortalState(state, written.current);
    if (search === written.current) return;
    written.current = search;
    void navigate({ pathname, search, hash }, { replace: true });
  }, [state, navigate, pathname, hash]);

  const onFilter = useCallback<PortalUrlState['onFilter']>(
    (changes) => dispatch({ type: 'filter', changes }),
    [],
  );
  const onSort = useCallback((field: PortalSortField) => dispatch({ type: 'sort', field }), []);
  const onPage = useCallback((page: number) => dispatch({ type: 'page', page }), []);
  const onLimit = useCallback((limit: number) => dispatch({ type: 'limit', limit }), []);
  return useMemo(
    () => ({ state, onFilter, onSort, onPage, onLimit }),
    [state, onFilter, onSort, onPage, onLimit],
  );
}
