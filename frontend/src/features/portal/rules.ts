/**
 * The portal list's state (guide: portal): page, page size, sort, status, date range and search, read from and
 * written to the URL as the dashboard's are, and the query the server pages with (GET /api/cases/paginated).
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/lib/page-sizes';
import { londonIsoDate } from '@/lib/format';

/** guide: screens, screens#timings-and-limits: all, last 7 days, last 30 days, last 3 months (= 90 days). */
export const DATE_RANGES = [
  { value: 'all', label: 'All Time', days: null },
  { value: '7', label: 'Last 7 Days', days: 7 },
  { value: '30', label: 'Last 30 Days', days: 30 },
  { value: '90', label: 'Last 3 Months', days: 90 },
] as const;
export type DateRange = (typeof DATE_RANGES)[number]['value'];

/** The status filter; need_instructions covers both need-instructions values (guide: workflow). */
export const STATUS_FILTERS = [
  { value: 'all', label: 'All Statuses' },
  { value: 'need_instructions', label: 'Need Instructions' },
  { value: 'in_production', label: 'In Production' },
  { value: 'on_hold', label: 'On Hold' },
  { value: 'sent', label: 'Sent' },
] as const;
export type PortalStatus = (typeof STATUS_FILTERS)[number]['value'];

export type PortalSortField = 'createdAt' | 'bhrukId';
export type PortalSortOrder = 'asc' | 'desc';

export type PortalState = {
  page: number;
  limit: number;
  sortBy: PortalSortField;
  sortOrder: PortalSortOrder;
  status: PortalStatus;
  range: DateRange;
  search: string;
};

/** Newest first, as the portal always listed its cases. */
export const DEFAULT_PORTAL_STATE: PortalState = {
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
  sortBy: 'createdAt',
  sortOrder: 'desc',
  status: 'all',
  range: 'all',
  search: '',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The URL's parameters; defaults are left out. */
export const PORTAL_SEARCH_PARAMS = [
  'status',
  'range',
  'search',
  'sortBy',
  'sortOrder',
  'limit',
  'page',
] as const;

export function portalStateFromSearch(search: string | URLSearchParams): PortalState {
  const params = search instanceof URLSearchParams ? search : new URLSearchParams(search);
  const text = (name: string) => (params.get(name) ?? '').trim();
  const page = Number(text('page'));
  const limit = Number(text('limit'));
  const status = STATUS_FILTERS.find((s) => s.value === text('status'))?.value;
  const range = DATE_RANGES.find((r) => r.value === text('range'))?.value;
  const sortBy = text('sortBy');
  const sortOrder = text('sortOrder');
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
    sortBy: sortBy === 'createdAt' || sortBy === 'bhrukId' ? sortBy : DEFAULT_PORTAL_STATE.sortBy,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : DEFAULT_PORTAL_STATE.sortOrder,
    status: status ?? 'all',
    range: range ?? 'all',
    search: text('search'),
  };
}

/** The query string (with its `?`, or '') showing `state`, keeping any other parameter of `current`. */
export function searchFromPortalState(state: PortalState, current: string | URLSearchParams = ''): string {
  const params = new URLSearchParams(current);
  for (const name of PORTAL_SEARCH_PARAMS) params.delete(name);
  const values: Record<(typeof PORTAL_SEARCH_PARAMS)[number], string> = {
    status: state.status === 'all' ? '' : state.status,
    range: state.range === 'all' ? '' : state.range,
    search: state.search.trim(),
    sortBy: state.sortBy === DEFAULT_PORTAL_STATE.sortBy ? '' : state.sortBy,
    sortOrder: state.sortOrder === DEFAULT_PORTAL_STATE.sortOrder ? '' : state.sortOrder,
    limit: state.limit === DEFAULT_PAGE_SIZE ? '' : String(state.limit),
    page: state.page > 1 ? String(state.page) : '',
  };
  for (const name of PORTAL_SEARCH_PARAMS) if (values[name]) params.set(name, values[name]);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export type PortalAction =
  | { type: 'filter'; changes: Partial<Pick<PortalState, 'status' | 'range' | 'search'>> }
  | { type: 'page'; page: number }
  | { type: 'limit'; limit: number }
  | { type: 'sort'; field: PortalSortField };

/** Any filter or page-size change goes back to page 1; the active column's header toggles its direction, another
 * column starts descending (as the dashboard's). */
export function portalReducer(state: PortalState, action: PortalAction): PortalState {
  switch (action.type) {
    case 'filter':
      return { ...state, ...action.changes, page: 1 };
    case 'page':
      return { ...state, page: Math.max(1, action.page) };
    case 'limit':
      return { ...state, limit: action.limit, page: 1 };
    case 'sort':
      return {
        ...state,
        sortBy: action.field,
        sortOrder: state.sortBy === action.field && state.sortOrder === 'desc' ? 'asc' : 'desc',
        page: 1,
      };
  }
}

/** createdFrom for a date range: the London date `days` days before `now` (the server starts it at midnight). */
export function createdFrom(range: DateRange, now: Date): string | undefined {
  const days = DATE_RANGES.find((r) => r.value === range)?.days ?? null;
  return days === null ? undefined : londonIsoDate(new Date(now.getTime() - days * DAY_MS));
}

export type PortalFilterParams = { status?: string; search?: string; createdFrom?: string };
export type PortalPageParams = PortalFilterParams & {
  page: number;
  limit: number;
  sortBy: PortalSortField;
  sortOrder: PortalSortOrder;
};

/** The filters as GET /api/cases/paginated and /api/cases/mi-summary take them (none left empty). */
export function portalFilterParams(state: PortalState, now: Date): PortalFilterParams {
  const from = createdFrom(state.range, now);
  const search = state.search.trim();
  return {
    ...(state.status !== 'all' ? { status: state.status } : {}),
    ...(search ? { search } : {}),
    ...(from ? { createdFrom: from } : {}),
  };
}

export function portalPageParams(state: PortalState, now: Date): PortalPageParams {
  return {
    page: state.page,
    limit: state.limit,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
    ...portalFilterParams(state, now),
  };
}

/** A request is overdue once its due date (yyyy-mm-dd) is before today in London. */
export function isOverdue(dueDate: string | null, now: Date): boolean {
  return Boolean(dueDate) && (dueDate as string) < londonIsoDate(now);
}

/** What the upload control accepts (the camera or the file picker on a phone): PDF, PNG, JPEG, CSV, XLSX. */
export const REQUEST_FILE_ACCEPT = [
  'application/pdf',
  '.pdf',
  'image/png',
  '.png',
  'image/jpeg',
  '.jpg',
  '.jpeg',
  'text/csv',
  '.csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xlsx',
].join(',');
