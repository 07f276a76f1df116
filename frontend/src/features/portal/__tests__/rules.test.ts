import {
  createdFrom,
  DEFAULT_PORTAL_STATE,
  isOverdue,
  portalPageParams,
  portalReducer,
  portalStateFromSearch,
  searchFromPortalState,
} from '@/features/portal/rules';

// 00:30 on 21 November in London (GMT): the London date is the 21st.
const NOW = new Date('2026-11-21T00:30:00Z');

describe('createdFrom', () => {
  it('is nothing for all time', () => {
    expect(createdFrom('all', NOW)).toBeUndefined();
  });

  it('is the London date 7, 30 and 90 days back', () => {
    expect(createdFrom('7', NOW)).toBe('2026-11-14');
    expect(createdFrom('30', NOW)).toBe('2026-10-22');
    expect(createdFrom('90', NOW)).toBe('2026-08-23');
  });

  it('counts the day in London, not in UTC', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(createdFrom('7', new Date('2026-06-30T23:30:00Z'))).toBe('2026-06-24');
  });
});

describe('the portal URL state', () => {
  it('reads defaults from an empty URL: newest first, 50 a page', () => {
    expect(portalStateFromSearch('')).toEqual(DEFAULT_PORTAL_STATE);
    expect(DEFAULT_PORTAL_STATE).toMatchObject({ sortBy: 'createdAt', sortOrder: 'desc', limit: 50 });
  });

  it('round-trips every field, leaving defaults out and other parameters alone', () => {
    const state = {
      page: 3,
      limit: 250,
      sortBy: 'bhrukId',
      sortOrder: 'asc',
      status: 'need_instructions',
      range: '30',
      search: 'smith',
    } as const;
    const search = searchFromPortalState(state, '?tab=x');
    expect(search).toBe(
      '?tab=x&status=need_instructions&range=30&search=smith&sortBy=bhrukId&sortOrder=asc&limit=250&page=3',
    );
    expect(portalStateFromSearch(search)).toEqual(state);
    expect(searchFromPortalState(DEFAULT_PORTAL_STATE)).toBe('');
  });

  it('ignores values it does not know', () => {
    expect(portalStateFromSearch('?limit=77&page=-2&status=gone&range=5&sortBy=name&sortOrder=up')).toEqual(
      DEFAULT_PORTAL_STATE,
    );
  });
});

describe('portalReducer', () => {
  const on = { ...DEFAULT_PORTAL_STATE, page: 4 };

  it('goes back to page 1 on a filter or page size change', () => {
    expect(portalReducer(on, { type: 'filter', changes: { status: 'sent' } })).toMatchObject({
      status: 'sent',
      page: 1,
    });
    expect(portalReducer(on, { type: 'limit', limit: 100 })).toMatchObject({ limit: 100, page: 1 });
    expect(portalReducer(on, { type: 'page', page: 5 }).page).toBe(5);
  });

  it('toggles the active column and starts another descending', () => {
    const asc = portalReducer(on, { type: 'sort', field: 'createdAt' });
    expect(asc).toMatchObject({ sortBy: 'createdAt', sortOrder: 'asc', page: 1 });
    expect(portalReducer(asc, { type: 'sort', field: 'bhrukId' })).toMatchObject({
      sortBy: 'bhrukId',
      sortOrder: 'desc',
    });
  });
});

describe('portalPageParams', () => {
  it('carries the page, size, sort and the filters the server takes', () => {
    const state = { ...DEFAULT_PORTAL_STATE, status: 'sent', range: '7', search: ' kind12 ' } as const;
    expect(portalPageParams(state, NOW)).toEqual({
      page: 1,
      limit: 50,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      status: 'sent',
      search: 'kind12',
      createdFrom: '2026-11-14',
    });
    expect(portalPageParams(DEFAULT_PORTAL_STATE, NOW)).toEqual({
      page: 1,
      limit: 50,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });
});

describe('isOverdue', () => {
  it('is overdue from the day after the due date, in London', () => {
    expect(isOverdue('2026-11-20', NOW)).toBe(true);
    expect(isOverdue('2026-11-21', NOW)).toBe(false);
    expect(isOverdue(null, NOW)).toBe(false);
  });
});
