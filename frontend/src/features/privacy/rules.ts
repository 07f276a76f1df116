/** The Privacy page's rules (issue 22), pure so Vitest covers them; the API enforces each again. */
import type { Case } from '@/types/api';

export type SubjectCase = Pick<
  Case,
  | 'id'
  | 'widget'
  | 'clientName'
  | 'name'
  | 'email'
  | 'externalUserId'
  | 'bhrukId'
  | 'currentStatus'
  | 'createdAt'
> & { legalHold: boolean };

export type Retention = { enabled: boolean; months: number; appliesTo: string[] };
export type RetentionPreview = {
  count: number;
  sample: { id: number; bhrukId: string | null; widget: string; currentStatus: string; updatedAt: string }[];
};
export type ErasureResult = { message: string; erased: number; pseudonym: string };

export const MIN_QUERY = 2;
export const MAX_MONTHS = 1200;
export const REASON_REQUIRED = 'Give a reason (it is kept in the audit trail).';

/** The statuses and states a retention run may cover (the API's appliesTo values). */
export const RETENTION_CHOICES: { value: string; label: string }[] = [
  { value: 'need_instructions_new', label: 'Need Instructions (new)' },
  { value: 'need_instructions_hire', label: 'Need Instructions (in hire)' },
  { value: 'in_production', label: 'In Production' },
  { value: 'on_hold', label: 'On Hold' },
  { value: 'sent', label: 'Sent' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'merged', label: 'Merged' },
];

export function canSearch(query: string): boolean {
  return query.trim().length >= MIN_QUERY;
}

export function reasonError(reason: string): string | null {
  return reason.trim() ? null : REASON_REQUIRED;
}

export function monthsError(months: number | string): string | null {
  const n = typeof months === 'number' ? months : Number(months);
  return Number.isInteger(n) && n >= 1 && n <= MAX_MONTHS
    ? null
    : `Months must be a whole number from 1 to ${MAX_MONTHS}.`;
}

/** Cases on legal hold among the chosen ones: erasure would be refused (409) while any is chosen. */
export function heldAmong(cases: readonly SubjectCase[], chosen: ReadonlySet<number>): SubjectCase[] {
  return cases.filter((c) => chosen.has(c.id) && c.legalHold);
}

export function caseLabel(c: Pick<SubjectCase, 'id' | 'bhrukId'>): string {
  return c.bhrukId || `case #${c.id}`;
}

export function erasureConfirmText(count: number): string {
  const noun = count === 1 ? 'case' : 'cases';
  return (
    `Erase the personal data of ${count} ${noun}? The client name becomes a pseudonym; the e-mail, import name, ` +
    'OB Link, User ID, KAM ID, notes and cancellation reason are cleared, here, in the history, the import ' +
    'records, jobs and saved views. This cannot be undone.'
  );
}

export function previewText(preview: RetentionPreview): string {
  if (preview.count === 0) return 'The next run changes no cases.';
  return `The next run anonymises ${preview.count} ${preview.count === 1 ? 'case' : 'cases'}.`;
}
