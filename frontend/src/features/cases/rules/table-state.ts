/**
 * The case table's state (guide: screens#timings-and-limits): filters, page, page size and sort, as a pure reducer.
 * Any filter change goes back to page 1; Clear Filters also resets the sort to BHRUK ID descending.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/lib/page-sizes';
import { TURNAROUND_STATES, type CaseStatus, type TurnaroundState } from '@/types/api';

export { DEFAULT_PAGE_SIZE, PAGE_SIZES };
/** dueDate: the turnaround clock's due date (cases without one come last, the server's rule). */
export type SortField = 'createdAt' | 'bhrukId' | 'dueDate';
export type SortOrder = 'asc' | 'desc';
export type LockFilter = 'all' | 'open' | 'locked';
/** A stat card or the status select: `all`, one of the five, or the need_instructions alias. */
export type StatusFilter = 'all' | 'need_instructions' | CaseStatus;
/** The cases whose requests to the client are open, overdue, or answered and waiting to be checked. */
export type RequestFilter = 'all' | 'open' | 'overdue' | 'received';
export const REQUEST_FILTERS: readonly RequestFilter[] = ['all', 'open', 'overdue', 'received'];
/** The cases whose turnaround clock is in one state. */
export type TurnaroundFilter = 'all' | TurnaroundState;
/** Anyone (`all`), the signed-in user's cases (`me`), unassigned ones (`none`) or one handler's (a user id). */
export type AssigneeFilter = 'all' | 'me' | 'none' | `${number}`;

/** The assignee parameter as the URL or a saved view gives it: me, none or a user id; anything else is Anyone. */
export function parseAssignee(value: string): AssigneeFilter {
  const text = value.trim();
  if (text === 'me' || text === 'none') return text;
  return /^[1-9]\d*$/.test(text) ? (text as `${number}`) : 'all';
}

export function parseTurnaround(value: string): TurnaroundFilter {
  const text = value.trim();
  return (TURNAROUND_STATES as readonly string[]).includes(text) ? (text as TurnaroundState) : 'all';
}

export type CaseFilters = {
  company: string;
  /** guide: screens#search-box: the one search box (client name or e-mail, BHR UK ID, KAM ID, OB Link, case reference).
   * */
  search: string;
  status: StatusFilter;
  kamSearch: string;
  clientNameSearch: string;
  lockFilter: LockFilter;
  request: RequestFilter;
  turnaround: TurnaroundFilter;
  assignee: AssigneeFilter;
  /** Show Merged & Cancelled (role-assigners only; ignored for others). */
  showMergedCancelled: boolean;
};

export type TableState = {
  filters: CaseFilters;
  page: number;
  limit: number;
  sortBy: SortField;
  sortOrder: SortOrder;
};

export const DEFAULT_FILTERS: CaseFilters = {
  company: 'all',
  search: '',
  status: 'all',
  kamSearch: '',
  clientNameSearch: '',
  lockFilter: 'all',
  request: 'all',
  turnaround: 'all',
  assignee: 'all',
  showMergedCancelled: false,
};

export const DEFAULT_SORT = { sortBy: 'bhrukId', sortOrder: 'desc' } as const;

export const DEFAULT_TABLE_STATE: TableState = {
  filters: DEFAULT_FILTERS,
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
  ...DEFAULT_SORT,
};

const STATUS_FILTERS: readonly string[] = [
  'all',
  'need_instructions',
  'need_instructions_new',
  'need_instructions_hire',
  'in_production',
  'on_hold',
  'sent',
];

const SORT_FIELDS: readonly string[] = ['createdAt', 'bhrukId', 'dueDate'];

/**
 * E-mailed links open the dashboard with ?status=&company=&kamSearch=&clientNameSearch= (and lockFilter); the
 * dashboard also writes search, the sort, the page size and Show Merged & Cancelled (as the list's own
 * includeCancelled/includeMerged), so a saved view's query (the same names) reads back through here too. The
 * page (`page`, left out when 1) is read too: Back from a case page returns to the same place in the list.
 */
export function tableStateFromSearch(search: string | URLSearchParams | Record<string, string>): TableState {
  const params = search instanceof URLSearchParams ? search : new URLSearchParams(search);
  const text = (name: string) => (params.get(name) ?? '').trim();
  const status = text('status');
  const lock = text('lockFilter');
  const request = text('request');
  const sortBy = text('sortBy');
  const sortOrder = text('sortOrder');
  const limit = Number(text('limit'));
  const page = Number(text('page'));
  return {
    ...DEFAULT_TABLE_STATE,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
    sortBy: SORT_FIELDS.includes(sortBy) ? (sortBy as SortField) : DEFAULT_SORT.sortBy,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : DEFAULT_SORT.sortOrder,
    filters: {
      ...DEFAULT_FILTERS,
      company: text('company') || 'all',
      search: text('search'),
      status: STATUS_FILTERS.includes(status) ? (status as StatusFilter) : 'all',
      kamSearch: text('kamSearch'),
      clientNameSearch: text('clientNameSearch'),
      lockFilter: lock === 'open' || lock === 'locked' ? lock : 'all',
      request: REQUEST_FILTERS.includes(request as RequestFilter) ? (request as RequestFilter) : 'all',
      turnaround: parseTurnaround(text('turnaround')),
      assignee: parseAssignee(text('assignee')),
      showMergedCancelled: text('includeCancelled') === 'true' || text('includeMerged') === 'true',
    },
  };
}

/** The query parameters the filters live in (guide: screens#timings-and-limits links; written back so reload and
 * sharing keep the view). */
export const FILTER_SEARCH_PARAMS = [
  'status',
  'company',
  'search',
  'kamSearch',
  'clientNameSearch',
  'lockFilter',
  'request',
  'turnaround',
  'assignee',
  'includeCancelled',
  'includeMerged',
] as const;

/** The rest of a view: the sort and the page size (the page itself is not part of a view). */
export const VIEW_SEARCH_PARAMS = [...FILTER_SEARCH_PARAMS, 'sortBy', 'sortOrder', 'limit'] as const;
type ViewParamName = (typeof VIEW_SEARCH_PARAMS)[number];

/** What the dashboard's URL carries: the view and the page (a saved view holds the view only). */
export const LIST_SEARCH_PARAMS = [...VIEW_SEARCH_PARAMS, 'page'] as const;
type ListParamName = (typeof LIST_SEARCH_PARAMS)[number];

export type ViewState = Pick<TableState, 'filters' | 'sortBy' | 'sortOrder' | 'limit'>;

/**
 * A view as query parameters, the dashboard list's names (GET /api/cases/paginated, and a saved view's
 * `filters`): defaults (`all`, empty, BHRUK ID descending, 50 a page) are left out, searches trimmed.
 */
export function viewQuery(view: ViewState): Partial<Record<ViewParamName, string>> {
  const { filters } = view;
  const values: Record<ViewParamName, string> = {
    status: filters.status === 'all' ? '' : filters.status,
    company: filters.company === 'all' ? '' : filters.company.trim(),
    search: filters.search.trim(),
    kamSearch: filters.kamSearch.trim(),
    clientNameSearch: filters.clientNameSearch.trim(),
    lockFilter: filters.lockFilter === 'all' ? '' : filters.lockFilter,
    request: filters.request === 'all' ? '' : filters.request,
    turnaround: filters.turnaround === 'all' ? '' : filters.turnaround,
    assignee: filters.assignee === 'all' ? '' : filters.assignee,
    includeCancelled: filters.showMergedCancelled ? 'true' : '',
    includeMerged: filters.showMergedCancelled ? 'true' : '',
    sortBy: view.sortBy === DEFAULT_SORT.sortBy ? '' : view.sortBy,
    sortOrder: view.sortOrder === DEFAULT_SORT.sortOrder ? '' : view.sortOrder,
    limit: view.limit === DEFAULT_PAGE_SIZE ? '' : String(view.limit),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}

function writeParams(
  names: readonly ListParamName[],
  query: Partial<Record<ListParamName, string>>,
  current: string | URLSearchParams,
): string {
  const params = new URLSearchParams(current);
  for (const name of names) params.delete(name);
  for (const name of names) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The query string (with its `?`, or '' when empty) showing `filters`, keeping any other parameter of
 * `current`: defaults (`all`, empty) are left out, searches trimmed; `tableStateFromSearch` reads it back.
 */
export function searchFromFilters(filters: CaseFilters, current: string | URLSearchParams = ''): string {
  return writeParams(FILTER_SEARCH_PARAMS, viewQuery({ ...DEFAULT_TABLE_STATE, filters }), current);
}

/** As searchFromFilters, with the sort and page size too (a view: what a saved view holds). */
export function searchFromView(view: ViewState, current: string | URLSearchParams = ''): string {
  return writeParams(VIEW_SEARCH_PARAMS, viewQuery(view), current);
}

/**
 * As searchFromView, with the page when it is not 1: what the dashboard writes to its URL, and the list a case
 * page is opened from (config/paths casePagePath), so Back and the case page's next/previous keep the place.
 */
export function searchFromTable(state: TableState, current: string | URLSearchParams = ''): string {
  const page = state.page > 1 ? String(state.page) : '';
  return writeParams(LIST_SEARCH_PARAMS, { ...viewQuery(state), ...(page ? { page } : {}) }, current);
}

/** Whether two views show the same rows in the same order at the same page size. */
export function sameView(a: ViewState, b: ViewState): boolean {
  const x = viewQuery(a);
  const y = viewQuery(b);
  return VIEW_SEARCH_PARAMS.every((name) => (x[name] ?? '') === (y[name] ?? ''));
}

export type TableAction =
  | { type: 'filter'; changes: Partial<CaseFilters> }
  | { type: 'statCard'; card: StatCard }
  | { type: 'clear' }
  /** A saved view chosen: its filters, sort and page size, from page 1. */
  | { type: 'view'; view: ViewState }
  | { type: 'page'; page: number }
  | { type: 'limit'; limit: number }
  | { type: 'sort'; field: SortField };

/**
 * guide: screens#timings-and-limits: clicking the active column toggles its direction; a new column starts descending,
 * except Due, which starts with the soonest due date (the cases to act on first).
 */
export function toggleSort(
  current: { sortBy: SortField; sortOrder: SortOrder },
  field: SortField,
): { sortBy: SortField; sortOrder: SortOrder } {
  if (current.sortBy === field)
    return { sortBy: field, sortOrder: current.sortOrder === 'desc' ? 'asc' : 'desc' };
  return { sortBy: field, sortOrder: field === 'dueDate' ? 'asc' : 'desc' };
}

export function tableReducer(state: TableState, action: TableAction): TableState {
  switch (action.type) {
    case 'statCard':
      return tableReducer(state, { type: 'filter', changes: statCardChanges(state.filters, action.card) });
    case 'filter': {
      const filters = { ...state.filters, ...action.changes };
      const same = (Object.keys(filters) as (keyof CaseFilters)[]).every(
        (k) => filters[k] === state.filters[k],
      );
      return same ? state : { ...state, filters, page: 1 };
    }
    case 'clear':
      return { ...state, filters: DEFAULT_FILTERS, page: 1, ...DEFAULT_SORT };
    case 'view':
      return {
        filters: { ...action.view.filters },
        sortBy: action.view.sortBy,
        sortOrder: action.view.sortOrder,
        limit: action.view.limit,
        page: 1,
      };
    case 'page':
      return { ...state, page: Math.max(1, Math.floor(action.page)) };
    case 'limit':
      return { ...state, limit: action.limit, page: 1 };
    case 'sort':
      return { ...state, ...toggleSort(state, action.field), page: 1 };
  }
}

/** A stat card: a status card (Total resets), or a turnaround card (Overdue, Due Soon). */
export type StatCard =
  'all' | 'need_instructions' | 'on_hold' | 'in_production' | 'sent' | 'overdue' | 'due_soon';

/**
 * What clicking a stat card changes: a status card picks its status; Overdue and Due Soon pick their turnaround state
 * and, when already picked, let it go (they are toggles, pressed while their filter is on); Total lets both go.
 */
export function statCardChanges(filters: CaseFilters, card: StatCard): Partial<CaseFilters> {
  if (card === 'overdue' || card === 'due_soon')
    return { turnaround: filters.turnaround === card ? 'all' : card };
  if (card === 'all') return { status: 'all', turnaround: 'all' };
  return { status: card };
}

/** Whether any filter narrows the list (the first stat card then reads Filtered Cases). */
export function isFiltered(filters: CaseFilters): boolean {
  return (
    filters.company !== 'all' ||
    filters.search.trim() !== '' ||
    filters.status !== 'all' ||
    filters.kamSearch.trim() !== '' ||
    filters.clientNameSearch.trim() !== '' ||
    filters.lockFilter !== 'all' ||
    filters.request !== 'all' ||
    filters.turnaround !== 'all' ||
    filters.assignee !== 'all'
  );
}

/** How many filters differ from the defaults (the phone's collapsed filter panel shows the number). */
export function activeFilterCount(filters: CaseFilters): number {
  return [
    filters.company !== 'all',
    filters.status !== 'all',
    filters.kamSearch.trim() !== '',
    filters.clientNameSearch.trim() !== '',
    filters.lockFilter !== 'all',
    filters.request !== 'all',
    filters.turnaround !== 'all',
    filters.assignee !== 'all',
    filters.showMergedCancelled,
  ].filter(Boolean).length;
}

export type FilterParams = {
  company: string;
  search: string;
  status: string;
  kamSearch: string;
  clientNameSearch: string;
  lockFilter: string;
  /** Sent only when chosen (`all` is dropped by apiGet, and left out of the query key). */
  request?: Exclude<RequestFilter, 'all'>;
  turnaround?: TurnaroundState;
  /** me, none or a user id. */
  assignee?: Exclude<AssigneeFilter, 'all'>;
  includeCancelled?: boolean;
  includeMerged?: boolean;
};

/** GET /api/stats query (and the filter part of the list query); `all` and empty values are dropped by apiGet. */
export function filterParams(filters: CaseFilters, canAssignRoles: boolean): FilterParams {
  const showAll = canAssignRoles && filters.showMergedCancelled;
  return {
    company: filters.company,
    search: filters.search.trim(),
    status: filters.status,
    kamSearch: filters.kamSearch.trim(),
    clientNameSearch: filters.clientNameSearch.trim(),
    lockFilter: filters.lockFilter,
    ...(filters.request !== 'all' ? { request: filters.request } : {}),
    ...(filters.turnaround !== 'all' ? { turnaround: filters.turnaround } : {}),
    ...(filters.assignee !== 'all' ? { assignee: filters.assignee } : {}),
    ...(showAll ? { includeCancelled: true, includeMerged: true } : {}),
  };
}

export type PageParams = FilterParams & {
  page: number;
  limit: number;
  sortBy: SortField;
  sortOrder: SortOrder;
};

export function pageParams(state: TableState, canAssignRoles: boolean): PageParams {
  return {
    page: state.page,
    limit: state.limit,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
    ...filterParams(state.filters, canAssignRoles),
  };
}
