import {
  assignActions,
  assignedMessage,
  assigneeName,
  assigneeText,
} from '@/features/cases/rules/assignment';
import { savedViewQuery, savedViewState } from '@/features/cases/rules/saved-views';
import {
  activeFilterCount,
  DEFAULT_TABLE_STATE,
  filterParams,
  isFiltered,
  parseAssignee,
  parseTurnaround,
  searchFromTable,
  statCardChanges,
  tableReducer,
  tableStateFromSearch,
  toggleSort,
} from '@/features/cases/rules/table-state';
import { buildAccess, STATIC_PERMISSIONS, type Permission } from '@/lib/permissions';
import { makeCase } from '@/testing/data-generators';
import type { Role } from '@/types/api';

const access = (role: Role, permissions: readonly Permission[] = STATIC_PERMISSIONS[role]) =>
  buildAccess(role, new Set(permissions));

const sam = { id: 3, name: 'Sam Staff' };
const ada = { id: 1, name: 'Ada Admin' };

describe('assignActions: who may change the handler', () => {
  it('lets edit-cases holders choose anyone, and unassign an assigned case', () => {
    for (const role of ['admin', 'manager'] as const) {
      expect(assignActions(makeCase({ assignee: null }), ada, access(role))).toEqual(['choose']);
      expect(assignActions(makeCase({ assignee: sam }), ada, access(role))).toEqual(['choose', 'unassign']);
    }
  });

  it('lets staff take an unassigned case and hand back their own, nothing on another handler\u2019s', () => {
    const staff = access('staff');
    expect(assignActions(makeCase({ assignee: null }), sam, staff)).toEqual(['assignToMe']);
    expect(assignActions(makeCase({ assignee: sam }), sam, staff)).toEqual(['unassignMe']);
    expect(assignActions(makeCase({ assignee: ada }), sam, staff)).toEqual([]);
  });

  it('keys the choice on edit_cases, not on the role', () => {
    expect(assignActions(makeCase({ assignee: ada }), sam, access('staff', ['edit_cases']))).toEqual([
      'choose',
      'unassign',
    ]);
    expect(assignActions(makeCase({ assignee: null }), ada, access('manager', []))).toEqual(['assignToMe']);
  });

  it('offers nothing to clients, to nobody signed in, nor on a merged case', () => {
    expect(assignActions(makeCase(), { id: 9 }, access('client'))).toEqual([]);
    expect(assignActions(makeCase(), null, access('admin'))).toEqual([]);
    expect(assignActions(makeCase({ isMerged: true }), ada, access('admin'))).toEqual([]);
  });

  it('says who handles the case, and what changed', () => {
    expect(assigneeText(sam)).toBe('Assigned to Sam Staff');
    expect(assigneeText(null)).toBe('Unassigned');
    expect(assigneeName(sam)).toBe('Sam Staff');
    expect(assigneeName(null)).toBe('Unassigned');
    expect(assignedMessage(sam)).toBe('Case assigned to Sam Staff.');
    expect(assignedMessage(null)).toBe('Case unassigned.');
  });
});

describe('turnaround and assignee in the URL', () => {
  it('reads turnaround and assignee, and ignores values the server would not know', () => {
    const state = tableStateFromSearch('?turnaround=overdue&assignee=me&sortBy=dueDate&sortOrder=asc');
    expect(state.filters).toMatchObject({ turnaround: 'overdue', assignee: 'me' });
    expect(state).toMatchObject({ sortBy: 'dueDate', sortOrder: 'asc' });
    expect(tableStateFromSearch('?turnaround=late&assignee=bob').filters).toMatchObject({
      turnaround: 'all',
      assignee: 'all',
    });
    expect(parseAssignee('none')).toBe('none');
    expect(parseAssignee(' 12 ')).toBe('12');
    expect(parseAssignee('0')).toBe('all');
    expect(parseAssignee('-3')).toBe('all');
    expect(parseTurnaround('due_soon')).toBe('due_soon');
    expect(parseTurnaround('not_started')).toBe('not_started');
  });

  it('writes them back, leaving the defaults out, and keeps other parameters', () => {
    const state = tableReducer(DEFAULT_TABLE_STATE, {
      type: 'filter',
      changes: { turnaround: 'due_soon', assignee: '7' },
    });
    expect(searchFromTable(state, '?ref=mail')).toBe('?ref=mail&turnaround=due_soon&assignee=7');
    expect(searchFromTable(DEFAULT_TABLE_STATE, '?turnaround=overdue&assignee=me')).toBe('');
    const read = tableStateFromSearch(searchFromTable(state));
    expect(read.filters).toEqual(state.filters);
  });

  it('counts them as filters and sends them to the list and the stats only when chosen', () => {
    const filters = {
      ...DEFAULT_TABLE_STATE.filters,
      turnaround: 'paused' as const,
      assignee: 'none' as const,
    };
    expect(isFiltered(filters)).toBe(true);
    expect(activeFilterCount(filters)).toBe(2);
    expect(filterParams(filters, false)).toMatchObject({ turnaround: 'paused', assignee: 'none' });
    const none = filterParams(DEFAULT_TABLE_STATE.filters, false);
    expect('turnaround' in none || 'assignee' in none).toBe(false);
  });

  it('keeps them in a saved view', () => {
    const view = {
      filters: { ...DEFAULT_TABLE_STATE.filters, turnaround: 'overdue' as const, assignee: 'me' as const },
      sortBy: 'dueDate' as const,
      sortOrder: 'asc' as const,
      limit: 50,
    };
    const query = savedViewQuery(view);
    expect(query).toEqual({ turnaround: 'overdue', assignee: 'me', sortBy: 'dueDate', sortOrder: 'asc' });
    expect(savedViewState({ filters: query })).toEqual(view);
  });

  it('starts the Due column with the soonest due date', () => {
    expect(toggleSort({ sortBy: 'bhrukId', sortOrder: 'desc' }, 'dueDate')).toEqual({
      sortBy: 'dueDate',
      sortOrder: 'asc',
    });
    expect(toggleSort({ sortBy: 'dueDate', sortOrder: 'asc' }, 'dueDate').sortOrder).toBe('desc');
  });
});

describe('stat cards', () => {
  const filters = DEFAULT_TABLE_STATE.filters;

  it('picks the Overdue and Due Soon states, and lets go of the one already picked', () => {
    expect(statCardChanges(filters, 'overdue')).toEqual({ turnaround: 'overdue' });
    expect(statCardChanges({ ...filters, turnaround: 'overdue' }, 'due_soon')).toEqual({
      turnaround: 'due_soon',
    });
    expect(statCardChanges({ ...filters, turnaround: 'due_soon' }, 'due_soon')).toEqual({
      turnaround: 'all',
    });
  });

  it('keeps the status cards as they were, and lets Total reset both', () => {
    expect(statCardChanges(filters, 'on_hold')).toEqual({ status: 'on_hold' });
    expect(statCardChanges({ ...filters, turnaround: 'overdue' }, 'all')).toEqual({
      status: 'all',
      turnaround: 'all',
    });
    const onPage2 = tableReducer(DEFAULT_TABLE_STATE, { type: 'page', page: 2 });
    expect(tableReducer(onPage2, { type: 'statCard', card: 'overdue' })).toMatchObject({
      page: 1,
      filters: { turnaround: 'overdue' },
    });
  });
});
