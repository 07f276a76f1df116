import { bulkActions, canSelectCases, ROW_ACTION_LABELS } from '@/features/cases/rules/row-actions';
import { buildAccess, STATIC_PERMISSIONS, type Permission } from '@/lib/permissions';
import type { Role } from '@/types/api';

const access = (role: Role, permissions: readonly Permission[] = STATIC_PERMISSIONS[role]) =>
  buildAccess(role, new Set(permissions));

describe('canSelectCases: row checkboxes only for a user with a bulk action', () => {
  it.each([
    ['admin', true],
    ['manager', true],
    ['staff', false],
    ['client', false],
  ] as const)('%s by the static table: %s', (role, expected) => {
    expect(canSelectCases(access(role))).toBe(expected);
    expect(bulkActions(access(role)).length > 0).toBe(expected);
  });

  it('gives staff selection once a bulk permission is granted to them', () => {
    expect(canSelectCases(access('staff', ['view_all_cases', 'batch_delete']))).toBe(true);
    expect(canSelectCases(access('staff', ['view_all_cases', 'cancel_restore_cases']))).toBe(true);
  });

  it('gives no selection for lock/unlock alone (bulk lock also needs batch update)', () => {
    expect(canSelectCases(access('manager', ['batch_lock_unlock']))).toBe(false);
  });
});

describe('ROW_ACTION_LABELS', () => {
  it('names every row action', () => {
    expect(ROW_ACTION_LABELS).toEqual({
      lock: 'Lock case',
      unlock: 'Unlock case',
      view: 'View details',
      edit: 'Edit case',
      delete: 'Delete case',
      cancel: 'Cancel case',
      restore: 'Restore case',
    });
  });
});
