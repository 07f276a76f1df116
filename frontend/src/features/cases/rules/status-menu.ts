/**
 * The list's one-step status change (the status badge as a menu): who is offered it, what it offers and the
 * PUT body it sends. The rules are the Edit Case dialog's (rules/edit-rules, rules/edit-access), applied to
 * one field: the options are the status select's, On Hold needs its reason, staff send only their fields.
 */
import { statusLabel } from '@/components/overview/case-labels';
import {
  editFormFromCase,
  editPayload,
  setStatus,
  statusOptions,
  validateEdit,
  type UpdateCasePayload,
} from '@/features/cases/rules/edit-rules';
import type { RowAction } from '@/features/cases/rules/row-actions';
import type { Case, CaseStatus, OnHoldReason } from '@/types/api';

/**
 * The menu goes with the row's Edit action (rules/row-actions): whoever may edit the case (rules/edit-access),
 * and never on a locked, cancelled or merged case. `actions`: the row's actions, or them joined by commas.
 */
export function offersStatusMenu(actions: readonly RowAction[] | string): boolean {
  const list = typeof actions === 'string' ? actions.split(',') : actions;
  return list.includes('edit');
}

/** The trigger's accessible name: which case, and its status now (the badge shows only the status). */
export function statusMenuLabel(who: string, status: CaseStatus): string {
  return `Change status of ${who}, now ${statusLabel(status)}`;
}

/** The statuses offered, as the edit dialog's select offers them for the case's Instructed value. */
export function statusMenuOptions(c: Pick<Case, 'instructed' | 'currentStatus'>): CaseStatus[] {
  return statusOptions(c.instructed, c.currentStatus);
}

/** Choosing On Hold asks for its reason before anything is saved. */
export const needsReason = (status: CaseStatus) => status === 'on_hold';

export type StatusChange =
  | { kind: 'save'; payload: UpdateCasePayload }
  /** Nothing to send: the case already has this status (and reason). */
  | { kind: 'unchanged' }
  /** Not sent: what the edit dialog would say (On Hold without a reason). */
  | { kind: 'invalid'; message: string };

/**
 * The PUT /api/cases/{id} body for `status` (and `onHoldReason`, for On Hold), built as the edit dialog builds
 * it: the case as a form, the status set (leaving Sent clears MI), the dialog's checks, and a staff-only
 * user's payload holding only the staff fields.
 */
export function statusChange(
  c: Case,
  status: CaseStatus,
  onHoldReason: OnHoldReason | null,
  { staff }: { staff: boolean },
): StatusChange {
  const reason = needsReason(status) ? onHoldReason : null;
  if (status === c.currentStatus && (!needsReason(status) || reason === c.onHoldReason)) {
    return { kind: 'unchanged' };
  }
  const form = { ...setStatus(editFormFromCase(c), status), onHoldReason: reason };
  const errors = validateEdit(form, c, { staff });
  const message = Object.values(errors).find(Boolean);
  if (message) return { kind: 'invalid', message };
  return { kind: 'save', payload: editPayload(form, c.updatedAt, { staff }) };
}
