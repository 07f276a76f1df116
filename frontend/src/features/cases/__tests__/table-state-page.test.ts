import {
  DEFAULT_TABLE_STATE,
  searchFromTable,
  searchFromView,
  tableReducer,
  tableStateFromSearch,
  viewQuery,
} from '@/features/cases/rules/table-state';
import { savedViewQuery, savedViewState } from '@/features/cases/rules/saved-views';

describe('the page in the dashboard’s URL', () => {
  it('writes the page when it is not 1, with the view, keeping other parameters', () => {
    const onPage3 = tableReducer(tableStateFromSearch('?status=on_hold&limit=25'), { type: 'page', page: 3 });
    expect(searchFromTable(onPage3, '?ref=mail')).toBe('?ref=mail&status=on_hold&limit=25&page=3');
    expect(searchFromTable({ ...onPage3, page: 1 }, '?ref=mail&page=3')).toBe(
      '?ref=mail&status=on_hold&limit=25',
    );
    expect(searchFromTable(DEFAULT_TABLE_STATE)).toBe('');
  });

  it('reads the page back, and page 1 for a missing or unusable one', () => {
    expect(tableStateFromSearch('?status=on_hold&page=3')).toMatchObject({ page: 3 });
    for (const page of ['', '0', '-2', '1.5', 'x']) {
      expect(tableStateFromSearch(`?page=${page}`).page).toBe(1);
    }
  });

  it('keeps the page out of a view: a saved view never holds it', () => {
    const onPage3 = { ...tableStateFromSearch('?company=Acme'), page: 3 };
    expect(viewQuery(onPage3)).toEqual({ company: 'Acme' });
    expect(searchFromView(onPage3, '?page=3')).toBe('?page=3&company=Acme');
    expect(savedViewQuery(onPage3)).toEqual({ company: 'Acme' });
    expect(savedViewState({ filters: { company: 'Acme', page: '3' } })).not.toHaveProperty('page');
  });
});
