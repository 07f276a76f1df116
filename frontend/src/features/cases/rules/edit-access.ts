/**
 * Who may edit which case fields (guide: roles), the same rule as the server's cases/access.py:
 * EDIT_CASES grants the full edit; without it, a user who can view all cases (staff by default) may edit
 * the four staff fields (Instructed, Client Name, Current Status, On Hold Reason); clients edit nothing.
 */
import type { Access } from '@/lib/permissions';

export type CaseEditAccess = 'full' | 'staff' | 'none';

export type EditWho = Pick<Access, 'can' | 'isClient'>;

export function caseEditAccess(who: EditWho): CaseEditAccess {
  if (who.isClient) return 'none';
  if (who.can('edit_cases')) return 'full';
  if (who.can('view_all_cases')) return 'staff';
  return 'none';
}
