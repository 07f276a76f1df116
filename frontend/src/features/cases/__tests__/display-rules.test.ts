import { statusLabel } from '@/components/overview/case-labels';
import { uniqueCompanies } from '@/data/companies';
import { isKamUnknown, isLockable, miSubLabel } from '@/features/cases/rules/case-display';
import { formatMoney } from '@/lib/format';
import { EXPORT_CHOICES, exportFileName, exportQuery } from '@/features/cases/rules/export';
import { bulkActions, canRestore, rowActions } from '@/features/cases/rules/row-actions';
import { buildAccess, STATIC_PERMISSIONS } from '@/lib/permissions';
import type { Case, Role } from '@/types/api';
import { makeCase } from '@/testing/data-generators';

const accessFor = (role: Role) => buildAccess(role, new Set(STATIC_PERMISSIONS[role]));

describe('case display rules', () => {
  it('locks only Sent, invoiced cases with MI type and amount', () => {
    const ready = makeCase({ currentStatus: 'sent', invoiced: true, miType: 'deficit', miAmount: -10 });
    expect(isLockable(ready)).toBe(true);
    expect(isLockable({ ...ready, invoiced: false })).toBe(false);
    expect(isLockable({ ...ready, miAmount: null })).toBe(false);
    expect(isLockable({ ...ready, miType: null })).toBe(false);
    expect(isLockable({ ...ready, currentStatus: 'on_hold' })).toBe(false);
    expect(isLockable({ ...ready, miAmount: 0 })).toBe(true);
  });

  it('shows the MI sub-label only for Sent cases with an MI type', () => {
    expect(miSubLabel({ currentStatus: 'sent', miType: 'deficit' })).toBe('Impecunious');
    expect(miSubLabel({ currentStatus: 'sent', miType: 'surplus' })).toBe('Impecunious (STUS)');
    expect(miSubLabel({ currentStatus: 'in_production', miType: 'surplus' })).toBeNull();
    expect(miSubLabel({ currentStatus: 'sent', miType: null })).toBeNull();
  });

  it('labels statuses, money and unknown KAM IDs', () => {
    expect(statusLabel('need_instructions_hire')).toBe('Need Instructions (in hire)');
    expect(statusLabel('completed')).toBe('Completed');
    expect(formatMoney(-1250.5)).toBe('-£1,250.50');
    expect(isKamUnknown('Not Known')).toBe(true);
    expect(isKamUnknown('')).toBe(true);
    expect(isKamUnknown('1234')).toBe(false);
  });

  it('names export files {active|all|filtered}_cases.{csv|xlsx}', () => {
    expect(EXPORT_CHOICES.map((c) => [c.label, exportFileName(c)])).toEqual([
      ['Active Cases CSV', 'active_cases.csv'],
      ['Active Cases Excel', 'active_cases.xlsx'],
      ['All Cases CSV', 'all_cases.csv'],
      ['All Cases Excel', 'all_cases.xlsx'],
      ['Current View CSV', 'filtered_cases.csv'],
      ['Current View Excel', 'filtered_cases.xlsx'],
    ]);
  });

  it('sends the view only for a current-view export', () => {
    const view = { company: 'Acme Ltd', status: 'on_hold', sortBy: 'createdAt', sortOrder: 'asc' };
    const [active, , all, , current] = EXPORT_CHOICES;
    expect(exportQuery(active, view)).toEqual({ format: 'csv', includeAll: 'false' });
    expect(exportQuery(all, view)).toEqual({ format: 'csv', includeAll: 'true' });
    expect(exportQuery(current, view)).toEqual({ ...view, format: 'csv', includeAll: 'false' });
  });

  it('builds the company list from unique widgets, sorted', () => {
    expect(uniqueCompanies([{ widget: 'b' }, { widget: 'A' }, { widget: 'b' }, { widget: ' ' }])).toEqual([
      'A',
      'b',
    ]);
  });
});

describe('row and bulk actions by permission (guide: roles)', () => {
  const open: Case = makeCase();

  it('gives admins every action and staff View and Edit (the four staff fields)', () => {
    expect(rowActions(open, accessFor('admin'))).toEqual(['lock', 'view', 'edit', 'delete', 'cancel']);
    expect(rowActions(open, accessFor('staff'))).toEqual(['view', 'edit']);
    expect(rowActions({ ...open, isLocked: true }, accessFor('staff'))).toEqual(['view']);
    expect(bulkActions(accessFor('staff'))).toEqual([]);
    expect(bulkActions(accessFor('admin'))).toEqual([
      'status',
      'lock',
      'unlock',
      'cancel',
      'restore',
      'delete',
      'assign',
    ]);
  });

  it('lets managers cancel but not restore (restore is for role-assigners) nor delete', () => {
    const manager = accessFor('manager');
    expect(canRestore(manager)).toBe(false);
    expect(rowActions(open, manager)).toEqual(['lock', 'view', 'edit', 'cancel']);
    expect(rowActions({ ...open, isCancelled: true }, manager)).toEqual(['view']);
    expect(bulkActions(manager)).toEqual(['status', 'lock', 'unlock', 'cancel', 'assign']);
  });

  it('offers unlock for locked cases, no edit/delete/cancel, and no cancel for Sent cases', () => {
    const admin = accessFor('admin');
    expect(rowActions({ ...open, isLocked: true }, admin)).toEqual(['unlock', 'view']);
    expect(rowActions({ ...open, currentStatus: 'sent' }, admin)).toEqual(['lock', 'view', 'edit', 'delete']);
    expect(rowActions({ ...open, isCancelled: true }, admin)).toEqual(['view', 'delete', 'restore']);
    expect(rowActions({ ...open, isMerged: true }, admin)).toEqual(['view']);
  });
});
