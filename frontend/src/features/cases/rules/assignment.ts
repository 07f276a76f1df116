/**
 * Who may change a case's handler (PUT /api/cases/{id}/assignee, the server's rule): edit-cases holders choose anyone
 * or unassign; other staff take an unassigned case for themselves and hand back their own. A merged case is read-only
 * (the server answers 409), and clients never see the handler.
 */
import type { Access } from '@/lib/permissions';
import type { Case, CaseAssignee } from '@/types/api';

export type AssignAction = 'choose' | 'unassign' | 'assignToMe' | 'unassignMe';

type Who = Pick<Access, 'can' | 'isStaffOrHigher'>;

export function assignActions(
  c: Pick<Case, 'assignee' | 'isMerged'>,
  user: { id: number } | null,
  who: Who,
): AssignAction[] {
  if (!user || !who.isStaffOrHigher || c.isMerged) return [];
  if (who.can('edit_cases')) return c.assignee ? ['choose', 'unassign'] : ['choose'];
  if (!c.assignee) return ['assignToMe'];
  return c.assignee.id === user.id ? ['unassignMe'] : [];
}

/** The case page's line: "Assigned to Sam Staff" or "Unassigned". */
export function assigneeText(assignee: CaseAssignee | null | undefined): string {
  return assignee ? `Assigned to ${assignee.name}` : 'Unassigned';
}

/** The table's and cards' cell: the handler's name or "Unassigned". */
export function assigneeName(assignee: CaseAssignee | null | undefined): string {
  return assignee ? assignee.name : 'Unassigned';
}

/** The toast after a change: "Case assigned to Sam Staff." or "Case unassigned." */
export function assignedMessage(assignee: CaseAssignee | null | undefined): string {
  return assignee ? `Case assigned to ${assignee.name}.` : 'Case unassigned.';
}

export const ASSIGN_FAILED = 'Failed to change who handles the case.';

/** The bulk bar's question before POST /api/cases/batch-assign. */
export function bulkAssignConfirm(
  n: number,
  assignee: CaseAssignee | null,
): { title: string; body: string; button: string } {
  const cases = `${n} selected ${n === 1 ? 'case' : 'cases'}`;
  return assignee
    ? { title: 'Assign Cases', body: `Assign ${cases} to ${assignee.name}?`, button: 'Assign' }
    : { title: 'Unassign Cases', body: `Unassign ${cases}?`, button: 'Unassign' };
}

export const BULK_ASSIGN_FAILED = 'Failed to assign cases';
