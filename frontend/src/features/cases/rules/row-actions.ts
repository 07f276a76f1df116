/** Which row and bulk actions a user is offered (guide: roles#dashboard-controls, workflow#cancelling-and-restoring
 * lock/cancel rules). */
import { caseEditAccess, type EditWho } from '@/features/cases/rules/edit-access';
import type { Access } from '@/lib/permissions';
import type { Case } from '@/types/api';

export type RowAction = 'lock' | 'unlock' | 'view' | 'edit' | 'delete' | 'cancel' | 'restore';

type Who = Pick<Access, 'can' | 'canAssignRoles'> & EditWho;

/**
 * Restore: guide: roles lists "cancel and restore (cancel cases)" and then "restore [is] for role-assigners",
 * so Restore needs both CANCEL_RESTORE_CASES and the role-assign permission; cancelled cases are only
 * listed with Show Merged & Cancelled, which is itself for role-assigners.
 */
export function canRestore(who: Who): boolean {
  return who.can('cancel_restore_cases') && who.canAssignRoles;
}

/** The row's actions in display order. A merged case is read-only: only View. */
export function rowActions(c: Case, who: Who): RowAction[] {
  if (c.isMerged) return ['view'];
  const actions: RowAction[] = [];
  if (who.can('lock_unlock_cases') && !c.isCancelled) actions.push(c.isLocked ? 'unlock' : 'lock');
  actions.push('view');
  if (caseEditAccess(who) !== 'none' && !c.isLocked && !c.isCancelled) actions.push('edit');
  if (who.can('delete_cases') && !c.isLocked) actions.push('delete');
  if (c.isCancelled) {
    if (canRestore(who)) actions.push('restore');
  } else if (who.can('cancel_restore_cases') && c.currentStatus !== 'sent' && !c.isLocked) {
    actions.push('cancel');
  }
  return actions;
}

/** assign: choose the selected cases' handler (POST /api/cases/batch-assign, edit-cases holders). */
export type BulkAction = 'status' | 'lock' | 'unlock' | 'cancel' | 'restore' | 'delete' | 'assign';

export function bulkActions(who: Who): BulkAction[] {
  const actions: BulkAction[] = [];
  if (who.can('batch_update')) actions.push('status');
  if (who.can('batch_update') && who.can('batch_lock_unlock')) actions.push('lock', 'unlock');
  if (who.can('cancel_restore_cases')) actions.push('cancel');
  if (canRestore(who)) actions.push('restore');
  if (who.can('batch_delete')) actions.push('delete');
  if (who.can('edit_cases')) actions.push('assign');
  return actions;
}

/**
 * Row checkboxes and Select all lead only to the bulk bar: they are offered only to a user who has at least
 * one bulk action (staff by default have none).
 */
export function canSelectCases(who: Who): boolean {
  return bulkActions(who).length > 0;
}

/** What each row action does, as its tooltip and the start of its accessible name. */
export const ROW_ACTION_LABELS: Record<RowAction, string> = {
  lock: 'Lock case',
  unlock: 'Unlock case',
  view: 'View details',
  edit: 'Edit case',
  delete: 'Delete case',
  cancel: 'Cancel case',
  restore: 'Restore case',
};

/**
 * Every row and card also links to the case's page (a link, not one of the actions above: it is offered on
 * every case, merged and cancelled ones too); named like them ("Open case 1234-K").
 */
export const OPEN_CASE_LABEL = 'Open case';

/** guide: workflow#cancelling-and-restoring: bulk cancel uses this fixed reason. */
export const BULK_CANCEL_REASON = 'Client request';

export const BULK_CONFIRM: Record<
  Exclude<BulkAction, 'status' | 'assign'>,
  { title: string; body: (n: number) => string; button: string }
> = {
  lock: {
    title: 'Lock Cases',
    body: (n) =>
      `Lock ${n} selected ${cases(n)}? Only cases with Status 'Sent', Invoiced 'Yes' and MI information completed can be locked.`,
    button: 'Lock',
  },
  unlock: {
    title: 'Unlock Cases',
    body: (n) => `Unlock ${n} selected ${cases(n)}? Unlocked cases can be edited again.`,
    button: 'Unlock',
  },
  cancel: {
    title: 'Cancel Cases',
    body: (n) =>
      `Cancel ${n} selected ${cases(n)} with the reason "${BULK_CANCEL_REASON}"? Sent cases cannot be cancelled.`,
    button: 'Cancel Cases',
  },
  restore: {
    title: 'Restore Cases',
    body: (n) => `Restore ${n} selected ${cases(n)}?`,
    button: 'Restore',
  },
  delete: {
    title: 'Delete Cases',
    body: (n) => `Delete ${n} selected ${cases(n)}? This action cannot be undone.`,
    button: 'Delete',
  },
};

function cases(n: number): string {
  return n === 1 ? 'case' : 'cases';
}
