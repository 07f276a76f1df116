import {
  activeSavedView,
  copyName,
  savedViewQuery,
  savedViewState,
  viewGroups,
  viewLabel,
  viewNameError,
} from '@/features/cases/rules/saved-views';
import { DEFAULT_TABLE_STATE, tableStateFromSearch } from '@/features/cases/rules/table-state';
import type { SavedView } from '@/types/api';

const view = (overrides: Partial<SavedView>): SavedView => ({
  id: 1,
  name: 'View',
  filters: {},
  shared: false,
  owner: { id: 1, name: 'Sam Staff' },
  canEdit: true,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

describe('saved views (guide: screens#saved-views)', () => {
  it('reads a view as the dashboard reads its URL, and saves the current view in the list API names', () => {
    const filters = {
      company: 'Acme Ltd',
      search: 'jane',
      sortBy: 'createdAt',
      sortOrder: 'asc',
      limit: '25',
    };
    const state = savedViewState({ filters });
    expect(state).toMatchObject({ sortBy: 'createdAt', sortOrder: 'asc', limit: 25 });
    expect(state.filters).toMatchObject({ company: 'Acme Ltd', search: 'jane', status: 'all' });
    expect(savedViewQuery(state)).toEqual(filters);
    expect(savedViewQuery(DEFAULT_TABLE_STATE)).toEqual({});
  });

  it('keeps the requests filter in a saved view', () => {
    const state = savedViewState({ filters: { request: 'received' } });
    expect(state.filters.request).toBe('received');
    expect(savedViewQuery(state)).toEqual({ request: 'received' });
  });

  it('knows which view is showing: the chosen one while it matches, else the first match, else none', () => {
    const a = view({ id: 1, name: 'A', filters: { status: 'sent' } });
    const b = view({ id: 2, name: 'B', filters: { status: 'sent' } });
    const c = view({ id: 3, name: 'C', filters: { status: 'on_hold' } });
    const sent = tableStateFromSearch('?status=sent');
    expect(activeSavedView([a, b, c], sent, 2)).toBe(b);
    expect(activeSavedView([a, b, c], sent, 3)).toBe(a);
    expect(activeSavedView([a, b, c], sent, null)).toBe(a);
    expect(activeSavedView([a, b, c], tableStateFromSearch('?status=sent&limit=25'), 1)).toBeNull();
  });

  it('lists own views first, then the shared ones of others, each by name, and labels them', () => {
    const mine = view({ id: 1, name: 'zeta', shared: true });
    const mine2 = view({ id: 2, name: 'Alpha' });
    const theirs = view({
      id: 3,
      name: 'Beta',
      canEdit: false,
      shared: true,
      owner: { id: 9, name: 'Ada Admin' },
    });
    expect(viewGroups([theirs, mine, mine2])).toEqual([
      { group: 'My views', items: [mine2, mine] },
      { group: 'Shared with everyone', items: [theirs] },
    ]);
    expect(viewGroups([mine2]).map((g) => g.group)).toEqual(['My views']);
    expect([mine, mine2, theirs].map(viewLabel)).toEqual(['zeta (shared)', 'Alpha', 'Beta (by Ada Admin)']);
  });

  it('names a copy so that it is free among the user’s own views, ignoring case', () => {
    const theirs = view({ id: 3, name: 'Queue (copy)', canEdit: false });
    expect(copyName('Queue', [theirs])).toBe('Queue (copy)');
    const mine = [view({ id: 1, name: 'queue (COPY)' }), view({ id: 2, name: 'Queue (copy 2)' })];
    expect(copyName(' Queue ', mine)).toBe('Queue (copy 3)');
  });

  it('wants a name of at most 100 characters', () => {
    expect(viewNameError('  ')).toBe('Give the view a name.');
    expect(viewNameError('x'.repeat(101))).toBe('The name is too long: at most 100 characters.');
    expect(viewNameError(' Open holds ')).toBeNull();
  });
});
