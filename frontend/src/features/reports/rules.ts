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

/** The row the turnaround report gives each month for every company together. */
export const ALL_COMPANIES = 'All companies';

/** GET /api/reports/turnaround's query: the page's date range as whole months (yyyy-mm), and the company. */
export function turnaroundParams(filters: ReportFilters): Record<string, string> {
  return { company: filters.company, from: filters.dateFrom.slice(0, 7), to: filters.dateTo.slice(0, 7) };
}

const percentFormat = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });
const daysFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
// Written out: ICU versions differ on en-GB's short months ("Sep" or "Sept").
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 0.833 -> "83.3%"; no rate (nothing sent) -> "–". */
export function ratePercent(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '–' : percentFormat.format(rate);
}

/** A median in working days: 7 -> "7", 7.25 -> "7.3"; none -> "–". */
export function medianLabel(value: number | null | undefined): string {
  return value === null || value === undefined ? '–' : daysFormat.format(value);
}

/** 2026-10 -> "Oct 2026". */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const name = MONTHS[monthNumber - 1];
  return year && name ? `${name} ${year}` : month;
}

type TurnaroundRowLike = {
  month: string;
  company: string;
  sent: number;
  onTime: number;
  onTimeRate: number | null;
};

/**
 * The chart's points, oldest month first: each month's on-time rate in percent, from its "All companies" row, or
 * (an answer without one, e.g. for one company) from the month's rows added up. Months with nothing sent are left out.
 */
export function onTimeChartData(rows: readonly TurnaroundRowLike[]): { month: string; onTimeRate: number }[] {
  const overall = rows.filter((row) => row.company === ALL_COMPANIES);
  const source = overall.length > 0 ? overall : rows;
  const months = new Map<string, { sent: number; onTime: number }>();
  for (const row of source) {
    const total = months.get(row.month) ?? { sent: 0, onTime: 0 };
    months.set(row.month, { sent: total.sent + row.sent, onTime: total.onTime + row.onTime });
  }
  return [...months.entries()]
    .filter(([, total]) => total.sent > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, total]) => ({
      month: monthLabel(month),
      onTimeRate: Math.round((total.onTime / total.sent) * 1000) / 10,
    }));
}

/** The table's order: newest month first; in a month, All companies first, then the companies A-Z. */
export function turnaroundTableRows<Row extends TurnaroundRowLike>(rows: readonly Row[]): Row[] {
  const rank = (row: Row) => (row.company === ALL_COMPANIES ? 0 : 1);
  return [...rows].sort(
    (a, b) =>
      b.month.localeCompare(a.month) ||
      rank(a) - rank(b) ||
      a.company.localeCompare(b.company, 'en-GB', { sensitivity: 'base' }),
  );
}
