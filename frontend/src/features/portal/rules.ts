import type { Case } from '@/types/api';

/** SPEC §2/§9: all, last 7 days, last 30 days, last 3 months (= 90 days). */
export const DATE_RANGES = [
  { value: 'all', label: 'All Time', days: null },
  { value: '7', label: 'Last 7 Days', days: 7 },
  { value: '30', label: 'Last 30 Days', days: 30 },
  { value: '90', label: 'Last 3 Months', days: 90 },
] as const;
export type DateRange = (typeof DATE_RANGES)[number]['value'];

/** The status filter; need_instructions covers both need-instructions values (SPEC §4). */
export const STATUS_FILTERS = [
  { value: 'all', label: 'All Statuses' },
  { value: 'need_instructions', label: 'Need Instructions' },
  { value: 'in_production', label: 'In Production' },
  { value: 'on_hold', label: 'On Hold' },
  { value: 'sent', label: 'Sent' },
] as const;
export type PortalStatus = (typeof STATUS_FILTERS)[number]['value'];

const DAY_MS = 24 * 60 * 60 * 1000;

export function matchesStatus(status: Case['currentStatus'], filter: PortalStatus): boolean {
  if (filter === 'all') return true;
  if (filter === 'need_instructions') return status.startsWith('need_instructions');
  return status === filter;
}

/** Created within the last `days` days of `now` (inclusive); every case for "all". */
export function withinRange(createdAt: string, range: DateRange, now: Date): boolean {
  const days = DATE_RANGES.find((r) => r.value === range)?.days ?? null;
  if (days === null) return true;
  const created = new Date(createdAt).getTime();
  return !Number.isNaN(created) && created >= now.getTime() - days * DAY_MS;
}

/** The fields the one search box looks in (issue 21 §2), as the server's `search` does (cases/filters.py). */
export type SearchableCase = Pick<
  Case,
  'id' | 'clientName' | 'email' | 'bhrukId' | 'kamId' | 'externalUserId'
>;

const folded = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
const withoutKind = (text: string) => text.replace(/^kind\s*/, '');

/**
 * Whether a case matches the search text: any case, anywhere in the client name, the e-mail, the KAM ID or the
 * OB Link; the BHR UK ID also with or without its KIND prefix (`KIND1234` and `1234` both find KIND1234); the
 * case number exactly. Empty text matches every case.
 */
export function matchesSearch(c: SearchableCase, search: string): boolean {
  const query = folded(search);
  if (!query) return true;
  if (String(c.id) === query) return true;
  const texts = [c.clientName, c.email, c.kamId, c.externalUserId].map(folded);
  if (texts.some((text) => text.includes(query))) return true;
  const bhruk = folded(c.bhrukId);
  const number = withoutKind(query);
  return bhruk.includes(query) || (number !== '' && withoutKind(bhruk).includes(number));
}

export function filterPortalCases<
  T extends Pick<Case, 'currentStatus' | 'createdAt'> & Partial<SearchableCase>,
>(
  cases: readonly T[],
  { status, range, search = '' }: { status: PortalStatus; range: DateRange; search?: string },
  now: Date = new Date(),
): T[] {
  return cases.filter(
    (c) =>
      matchesStatus(c.currentStatus, status) &&
      withinRange(c.createdAt, range, now) &&
      matchesSearch(c as SearchableCase, search),
  );
}
