import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

import {
  searchFromTable,
  tableReducer,
  tableStateFromSearch,
  type CaseFilters,
  type SortField,
  type StatCard,
  type TableState,
  type ViewState,
} from '@/features/cases/rules/table-state';

export type DashboardUrlState = {
  /** The filters (with the search text), sort, page and page size on screen. */
  state: TableState;
  /** What a saved view holds: the filters, sort and page size (not the page). */
  view: ViewState;
  /**
   * The URL's search for what is on screen (the view and the page, with any other parameter of the URL): the
   * list a case page is opened from (config/paths casePagePath).
   */
  listSearch: string;
  onFilter: (changes: Partial<CaseFilters>) => void;
  onSearch: (search: string) => void;
  /** A stat card clicked: its status, or its turnaround state toggled (rules/table-state statCardChanges). */
  onStatCard: (card: StatCard) => void;
  onClear: () => void;
  onSort: (field: SortField) => void;
  onApplyView: (view: ViewState) => void;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
};

/**
 * The case list's state, read once from the URL (an e-mailed link, a reload, a shared or saved view, Back from a
 * case page) and written back to it on every change of the view or page (replace: no history entry per change; a
 * search after its debounce).
 * The handlers keep their identity, so the memoised filter panel and table do not redraw for them.
 */
export function useDashboardUrlState(): DashboardUrlState {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(tableReducer, location.search, tableStateFromSearch);
  const view: ViewState = useMemo(
    () => ({ filters: state.filters, sortBy: state.sortBy, sortOrder: state.sortOrder, limit: state.limit }),
    [state.filters, state.sortBy, state.sortOrder, state.limit],
  );

  // What was last written, not the rendered location: the router commits a navigation in a transition, so a
  // quick second change (Clear Filters right after a search) can render with the location before the first.
  // Comparing with it also makes a run for another reason (a new hash or path) write nothing.
  const writtenSearch = useRef(location.search);
  const { pathname, hash } = location;
  useEffect(() => {
    const search = searchFromTable(state, writtenSearch.current);
    if (search === writtenSearch.current) return;
    writtenSearch.current = search;
    void navigate({ pathname, search, hash }, { replace: true });
  }, [state, navigate, pathname, hash]);
  // From the state, not the rendered location, which lags a render behind the state.
  const listSearch = useMemo(() => searchFromTable(state, location.search), [state, location.search]);

  const onFilter = useCallback((changes: Partial<CaseFilters>) => dispatch({ type: 'filter', changes }), []);
  const onSearch = useCallback((search: string) => dispatch({ type: 'filter', changes: { search } }), []);
  const onStatCard = useCallback((card: StatCard) => dispatch({ type: 'statCard', card }), []);
  const onClear = useCallback(() => dispatch({ type: 'clear' }), []);
  const onSort = useCallback((field: SortField) => dispatch({ type: 'sort', field }), []);
  const onApplyView = useCallback((next: ViewState) => dispatch({ type: 'view', view: next }), []);
  const onPage = useCallback((page: number) => dispatch({ type: 'page', page }), []);
  const onLimit = useCallback((limit: number) => dispatch({ type: 'limit', limit }), []);

  return {
    state,
    view,
    listSearch,
    onFilter,
    onSearch,
    onStatCard,
    onClear,
    onSort,
    onApplyView,
    onPage,
    onLimit,
  };
}
