/**
 * Pure rules of the case page (guide: screens#case-page): what it is called, which sections the user may edit, which
 * actions its header offers and where next/previous lead in the list it was opened from. Editing follows the Edit
 * Case dialog's rules (rules/edit-access, rules/row-actions): the page adds no rule of its own.
 */
import { caseEditAccess } from '@/features/cases/rules/edit-access';
import { rowActions, type RowAction } from '@/features/cases/rules/row-actions';
import type { Access } from '@/lib/permissions';
import type { Case } from '@/types/api';

export type CaseSection = 'identity' | 'status' | 'invoicing' | 'mi' | 'system';

export const SECTION_TITLES: Record<CaseSection, string> = {
  identity: 'Basic Information',
  status: 'Status Information',
  invoicing: 'Invoicing Information',
  mi: 'Management Information (MI)',
  system: 'System Information',
};

export const SECTIONS: readonly CaseSection[] = ['identity', 'status', 'invoicing', 'mi', 'system'];

type Who = Pick<Access, 'can' | 'canAssignRoles'> & Parameters<typeof caseEditAccess>[0];

/** The case's name wherever the page names it: its BHR UK ID, else its number. */
export function caseTitle(c: Pick<Case, 'id' | 'bhrukId'>): string {
  return c.bhrukId ? `Case ${c.bhrukId}` : `Case #${c.id}`;
}

/**
 * The sections the user may edit: none unless the row would offer Edit (not locked, cancelled or merged); staff's
 * variant changes only Client Name, Instructed, status and reason, and a legal hold freezes the identity fields
 * (Client Name too), so Basic Information is editable only when some field in it is; MI only once the case is Sent.
 */
export function editableSections(c: Case, who: Who): CaseSection[] {
  if (!rowActions(c, who).includes('edit')) return [];
  const staffOnly = caseEditAccess(who) === 'staff';
  const sections: CaseSection[] = [];
  if (!c.legalHold) sections.push('identity');
  sections.push('status');
  if (!staffOnly) sections.push('invoicing');
  if (!staffOnly && c.currentStatus === 'sent') sections.push('mi');
  return sections;
}

export type HeaderAction = Exclude<RowAction, 'view' | 'edit'> | 'legalHold';

/** The header's actions: the row's (less View and Edit, which the page is), and the legal hold for its holders. */
export function headerActions(c: Case, who: Who): HeaderAction[] {
  const actions: HeaderAction[] = rowActions(c, who).filter(
    (a): a is Exclude<RowAction, 'view' | 'edit'> => a !== 'view' && a !== 'edit',
  );
  if (who.can('system_settings') && !c.isMerged) actions.push('legalHold');
  return actions;
}

export type Direction = 'next' | 'previous';

/** Where a step leads: a case on the same page, the first/last case of the neighbouring page, or nowhere. */
export type Step =
  { kind: 'case'; id: number } | { kind: 'page'; page: number; pick: 'first' | 'last' } | null;

export function stepFrom(
  ids: readonly number[],
  currentId: number,
  { page, totalPages }: { page: number; totalPages: number },
  direction: Direction,
): Step {
  const at = ids.indexOf(currentId);
  if (at === -1) return null;
  if (direction === 'next') {
    if (at + 1 < ids.length) return { kind: 'case', id: ids[at + 1] };
    return page < totalPages ? { kind: 'page', page: page + 1, pick: 'first' } : null;
  }
  if (at > 0) return { kind: 'case', id: ids[at - 1] };
  return page > 1 ? { kind: 'page', page: page - 1, pick: 'last' } : null;
}

/** The list's search string with another page (page 1 is the default and is left out). */
export function searchWithPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The page number a list search string names (1 when none or not a whole number above 0). */
export function pageOfSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}
