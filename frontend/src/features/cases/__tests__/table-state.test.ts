import {
  activeFilterCount,
  DEFAULT_FILTERS,
  DEFAULT_TABLE_STATE,
  filterParams,
  isFiltered,
  pageParams,
  sameView,
  searchFromFilters,
  searchFromView,
  tableReducer,
  tableStateFromSearch,
  toggleSort,
  viewQuery,
} from '@/features/cases/rules/table-state';

describe('table state', () => {
  it('starts on page 1 of 50, sorted by BHRUK ID descending, every filter all', () => {
    expect(DEFAULT_TABLE_STATE).toMatchObject({ page: 1, limit: 50, sortBy: 'bhrukId', sortOrder: 'desc' });
    expect(isFiltered(DEFAULT_TABLE_STATE.filters)).toBe(false);
  });

  it('goes back to page 1 on any filter change, and keeps the page when nothing changes', () => {
    const onPage3 = tableReducer(DEFAULT_TABLE_STATE, { type: 'page', page: 3 });
    expect(onPage3.page).toBe(3);
    expect(tableReducer(onPage3, { type: 'filter', changes: { lockFilter: 'locked' } }).page).toBe(1);
    expect(tableReducer(onPage3, { type: 'filter', changes: { lockFilter: 'all' } })).toBe(onPage3);
    expect(tableReducer(onPage3, { type: 'limit', limit: 250 })).toMatchObject({ page: 1, limit: 250 });
  });

  it('toggles the active sort column and starts a new column descending', () => {
    expect(toggleSort({ sortBy: 'bhrukId', sortOrder: 'desc' }, 'bhrukId')).toEqual({
      sortBy: 'bhrukId',
      sortOrder: 'asc',
    });
    expect(toggleSort({ sortBy: 'bhrukId', sortOrder: 'asc' }, 'bhrukId').sortOrder).toBe('desc');
    expect(toggleSort({ sortBy: 'bhrukId', sortOrder: 'asc' }, 'createdAt')).toEqual({
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('Clear Filters resets the filters and the sort to BHRUK ID descending but keeps the page size', () => {
    let state = tableReducer(DEFAULT_TABLE_STATE, { type: 'limit', limit: 100 });
    state = tableReducer(state, { type: 'sort', field: 'createdAt' });
    state = tableReducer(state, {
      type: 'filter',
      changes: { company: 'Acme', kamSearch: '12', status: 'sent' },
    });
    state = tableReducer(state, { type: 'page', page: 4 });
    const cleared = tableReducer(state, { type: 'clear' });
    expect(cleared).toEqual({ ...DEFAULT_TABLE_STATE, limit: 100 });
  });

  it('reads the filters of an e-mailed link from the query string and ignores unknown values', () => {
    const state = tableStateFromSearch(
      '?status=on_hold&company=Acme%20Ltd&kamSearch=123&clientNameSearch=Smith',
    );
    expect(state.filters).toMatchObject({
      status: 'on_hold',
      company: 'Acme Ltd',
      kamSearch: '123',
      clientNameSearch: 'Smith',
    });
    expect(isFiltered(state.filters)).toBe(true);
    expect(tableStateFromSearch('?status=bogus&lockFilter=x').filters).toMatchObject({
      status: 'all',
      lockFilter: 'all',
    });
  });

  it('writes the filters into the query string and reads them back the same', () => {
    const filters = {
      ...DEFAULT_TABLE_STATE.filters,
      status: 'need_instructions' as const,
      company: 'Acme & Sons Ltd',
      kamSearch: ' 12 3 ',
      clientNameSearch: "O'Brien",
      lockFilter: 'locked' as const,
    };
    const search = searchFromFilters(filters);
    expect(search).toBe(
      '?status=need_instructions&company=Acme+%26+Sons+Ltd&kamSearch=12+3&clientNameSearch=O%27Brien&lockFilter=locked',
    );
    expect(tableStateFromSearch(search).filters).toEqual({ ...filters, kamSearch: '12 3' });
  });

  it('leaves default filters out of the query string and keeps unrelated parameters', () => {
    expect(searchFromFilters(DEFAULT_TABLE_STATE.filters)).toBe('');
    expect(searchFromFilters(DEFAULT_TABLE_STATE.filters, '?status=sent&company=Acme&kamSearch=1')).toBe('');
    const onlyStatus = { ...DEFAULT_TABLE_STATE.filters, status: 'sent' as const, kamSearch: '   ' };
    expect(searchFromFilters(onlyStatus, '?ref=mail&company=Acme')).toBe('?ref=mail&status=sent');
    const cleared = tableReducer(tableStateFromSearch('?company=Acme&lockFilter=open&x=1'), {
      type: 'clear',
    });
    expect(searchFromFilters(cleared.filters, '?company=Acme&lockFilter=open&x=1')).toBe('?x=1');
  });

  it('asks for merged and cancelled cases only for role-assigners with the option on', () => {
    const filters = { ...DEFAULT_TABLE_STATE.filters, showMergedCancelled: true, kamSearch: ' 12 ' };
    expect(filterParams(filters, true)).toMatchObject({
      includeCancelled: true,
      includeMerged: true,
      kamSearch: '12',
    });
    expect(filterParams(filters, false)).not.toHaveProperty('includeCancelled');
    expect(pageParams({ ...DEFAULT_TABLE_STATE, filters }, false)).toMatchObject({
      page: 1,
      limit: 50,
      sortBy: 'bhrukId',
      sortOrder: 'desc',
    });
  });
});

describe('the requests filter', () => {
  it('reads and writes request=open|overdue|received, ignores anything else, and counts as filtering', () => {
    const filters = { ...DEFAULT_FILTERS, request: 'overdue' as const };
    expect(searchFromFilters(filters, '?ref=mail')).toBe('?ref=mail&request=overdue');
    expect(tableStateFromSearch('?request=received').filters.request).toBe('received');
    expect(tableStateFromSearch('?request=bogus').filters.request).toBe('all');
    expect(isFiltered(filters)).toBe(true);
    expect(activeFilterCount(filters)).toBe(1);
    expect(viewQuery({ ...DEFAULT_TABLE_STATE, filters })).toEqual({ request: 'overdue' });
  });

  it('sends the request filter to the list and the stats only when chosen, and goes back to page 1', () => {
    expect(filterParams({ ...DEFAULT_FILTERS, request: 'open' }, false)).toMatchObject({ request: 'open' });
    expect(filterParams(DEFAULT_FILTERS, false)).not.toHaveProperty('request');
    const onPage3 = tableReducer(DEFAULT_TABLE_STATE, { type: 'page', page: 3 });
    const filtered = tableReducer(onPage3, { type: 'filter', changes: { request: 'received' } });
    expect(filtered).toMatchObject({ page: 1, filters: { request: 'received' } });
    expect(tableReducer(filtered, { type: 'clear' }).filters.request).toBe('all');
  });
});

describe('activeFilterCount', () => {
  it('counts the filters that differ from the defaults', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        ...DEFAULT_FILTERS,
        company: 'Acme Ltd',
        kamSearch: '  ',
        clientNameSearch: 'Ann',
        showMergedCancelled: true,
      }),
    ).toBe(3);
  });
});

describe('the search box and whole views in the URL (guide: screens#search-box, screens#saved-views)', () => {
  it('sends the trimmed search with the other filters, and counts it as filtering', () => {
    const filters = { ...DEFAULT_FILTERS, search: '  KIND1234 ' };
    expect(filterParams(filters, false)).toMatchObject({ search: 'KIND1234' });
    expect(isFiltered(filters)).toBe(true);
    expect(searchFromFilters(filters, '?ref=mail')).toBe('?ref=mail&search=KIND1234');
    expect(tableStateFromSearch('?search=jane%40example.com').filters.search).toBe('jane@example.com');
  });

  it('writes the sort, page size and Show Merged & Cancelled too, leaving defaults out, and reads them back', () => {
    const view = {
      filters: { ...DEFAULT_FILTERS, status: 'on_hold' as const, showMergedCancelled: true },
      sortBy: 'createdAt' as const,
      sortOrder: 'asc' as const,
      limit: 25,
    };
    const search = searchFromView(view, '?ref=mail&sortBy=bhrukId');
    expect(search).toBe(
      '?ref=mail&status=on_hold&includeCancelled=true&includeMerged=true&sortBy=createdAt&sortOrder=asc&limit=25',
    );
    expect(tableStateFromSearch(search)).toEqual({ ...view, page: 1 });
    expect(searchFromView(DEFAULT_TABLE_STATE, search)).toBe('?ref=mail');
    expect(viewQuery(DEFAULT_TABLE_STATE)).toEqual({});
  });

  it('ignores a sort or page size it does not know', () => {
    expect(tableStateFromSearch('?sortBy=clientName&sortOrder=up&limit=1000')).toMatchObject({
      sortBy: 'bhrukId',
      sortOrder: 'desc',
      limit: 50,
    });
  });

  it('applies a whole view from page 1, and compares views by what they show', () => {
    const onPage3 = tableReducer(DEFAULT_TABLE_STATE, { type: 'page', page: 3 });
    const view = tableStateFromSearch('?company=Acme&sortBy=createdAt&limit=100');
    const applied = tableReducer(onPage3, { type: 'view', view });
    expect(applied).toEqual({ ...view, page: 1 });
    expect(sameView(applied, view)).toBe(true);
    expect(sameView(applied, { ...view, filters: { ...view.filters, search: ' ' } })).toBe(true);
    expect(sameView(applied, { ...view, sortOrder: 'asc' })).toBe(false);
  });
});
