/** The reports screen's pure rules: filters to query parameters and answers to chart rows. */

export type ReportFilters = { company: string; dateFrom: string; dateTo: string };

export const EMPTY_REPORT_FILTERS: ReportFilters = { company: '', dateFrom: '', dateTo: '' };

export type AgeingReport = {
  asOf: string;
  buckets: string[];
  rows: { key: string; label: string; counts: number[]; total: number }[];
};

export type ThroughputSeries = 'created' | 'sent' | 'cancelled' | 'merged';

export type ThroughputReport = {
  dateFrom: string;
  dateTo: string;
  weeks: ({ weekStart: string } & Record<ThroughputSeries, number>)[];
  totals: Record<ThroughputSeries, number>;
};

export type SendTime = { cases: number; medianDays: number; p90Days: number };

export type TimeToSendReport = {
  dateFrom: string;
  dateTo: string;
  rows: (SendTime & { company: string })[];
  overall: SendTime | null;
};

export const THROUGHPUT_SERIES: { name: ThroughputSeries; label: string; color: string }[] = [
  { name: 'created', label: 'Created', color: 'blue.6' },
  { name: 'sent', label: 'Sent', color: 'teal.6' },
  { name: 'cancelled', label: 'Cancelled', color: 'red.6' },
  { name: 'merged', label: 'Merged', color: 'grape.6' },
];

export const AGE_COLORS = ['teal.5', 'yellow.5', 'orange.6', 'red.7'];

/** The query of the three report endpoints (empty values are dropped by the API client). */
export function reportParams(filters: ReportFilters): Record<string, string> {
  return { company: filters.company, dateFrom: filters.dateFrom, dateTo: filters.dateTo };
}

/** One chart row per status: {status, <bucket label>: count, ...}. */
export function ageingChartData(report: AgeingReport): Record<string, string | number>[] {
  return report.rows.map((row) => ({
    status: row.label,
    ...Object.fromEntries(report.buckets.map((bucket, i) => [bucket, row.counts[i] ?? 0])),
  }));
}

/** 2026-06-01 -> 01/06 (the Monday a week starts on). */
export function weekLabel(isoDate: string): string {
  const [, month, day] = isoDate.split('-');
  return `${day}/${month}`;
}

/** 2026-06-01 -> 01/06/2026. */
export function dayLabel(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

export function throughputChartData(report: ThroughputReport): Record<string, string | number>[] {
  return report.weeks.map((week) => ({ ...week, week: weekLabel(week.weekStart) }));
}

export function days(value: number): string {
  return `${value.toFixed(1)} d`;
}
