import type { Case } from '@/types/api';

/** guide: screens, screens#timings-and-limits: all, last 7 days, last 30 days, last 3 months (= 90 days). */
export const DATE_RANGES = [
  { value: 'all', label: 'All Time', days: null },
  { value: '7', label: 'Last 7 Days', days: 7 },
  { value: '30', label: 'Last 30 Days', days: 30 },
  { value: '90', label: 'Last 3 Months', days: 90 },
] as const;
export type DateRange = (typeof DATE_RANGES)[number]['value'];

/** The status filter; need_instructions covers both need-instructions values (guide: workflow). */
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

export function filterPortalCases<T extends Pick<Case, 'currentStatus' | 'createdAt'>>(
  cases: readonly T[],
  { status, range }: { status: PortalStatus; range: DateRange },
  now: Date = new Date(),
): T[] {
  return cases.filter((c) => matchesStatus(c.currentStatus, status) && withinRange(c.createdAt, range, now));
}
