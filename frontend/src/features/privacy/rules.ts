/** The Privacy page's rules (guide: privacy), pure so Vitest covers them; the API enforces each again. */
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
  enabled: boolean;
  count: number;
  /** The server's sentence: what the next run anonymises, or that retention is off. */
  message: string;
  sample: { id: number; bhrukId: string | null; widget: string; currentStatus: string; updatedAt: string }[];
};

/** What an erasure or a pack takes: the cases chosen on screen, or every match of the search (its total as shown,
 * so the server refuses if the search now finds another number). */
export type Target = { kind: 'chosen'; ids: number[] } | { kind: 'all'; query: string; count: number };
export type TargetBody = { caseIds: number[] } | { query: string; expectedCount: number };
export type ErasureResult = { message: string; erased: number; pseudonym: string };

export const MIN_QUERY = 2;
export const SUBJECT_PAGE_SIZES = [25, 50, 100, 250] as const;
export const SUBJECT_PAGE_SIZE = 50;
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

/** Cases on legal hold among the chosen ones (chosen on any page; read from the rows on screen when shown, as a
 * hold may have changed since): erasure would be refused (409) while any is chosen. */
export function heldAmong(chosen: readonly SubjectCase[], shown: readonly SubjectCase[]): SubjectCase[] {
  const latest = new Map(shown.map((r) => [r.id, r]));
  return chosen.map((c) => latest.get(c.id) ?? c).filter((c) => c.legalHold);
}

export function caseLabel(c: Pick<SubjectCase, 'id' | 'bhrukId'>): string {
  return c.bhrukId || `case #${c.id}`;
}

export function erasureConfirmText(count: number): string {
  return (
    `Erase the personal data of ${cases(count)}? The client name becomes a pseudonym; the e-mail, import name, ` +
    'OB Link, User ID, KAM ID, notes and cancellation reason are cleared, here, in the history, the import ' +
    'records, jobs and saved views. This cannot be undone.'
  );
}

const cases = (n: number) => `${n} ${n === 1 ? 'case' : 'cases'}`;

/** "501 cases found." above the results: the whole total, never just the page. */
export function foundText(total: number): string {
  return total === 0 ? 'No cases found.' : `${cases(total)} found.`;
}

export function targetBody(target: Target): TargetBody {
  return target.kind === 'chosen'
    ? { caseIds: target.ids }
    : { query: target.query, expectedCount: target.count };
}

export function targetCount(target: Target): number {
  return target.kind === 'chosen' ? target.ids.length : target.count;
}

function sameSettings(a: Retention, b: Retention): boolean {
  const sorted = (r: Retention) => [...r.appliesTo].sort().join(',');
  return a.enabled === b.enabled && a.months === b.months && sorted(a) === sorted(b);
}

/** A save that leaves retention on with other settings (switching it on, more months or statuses) starts
 * irreversible anonymisation: it is confirmed with the count first (the API refuses it otherwise). */
export function saveNeedsConfirmation(saved: Retention, value: Retention): boolean {
  return value.enabled && !sameSettings(saved, value);
}

export function retentionConfirmText(count: number, switchingOn: boolean): string {
  const start = switchingOn ? 'Turning retention on' : 'Saving these settings';
  return (
    `${start} anonymises ${cases(count)} at the next daily run: their client names become pseudonyms and their ` +
    'e-mails, import names, OB Links and notes are cleared, here and in the history. This cannot be undone.'
  );
}
