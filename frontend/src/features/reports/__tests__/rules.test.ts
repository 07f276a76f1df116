import { describe, expect, it } from 'vitest';

import {
  ageingChartData,
  days,
  dayLabel,
  medianLabel,
  monthLabel,
  onTimeChartData,
  ratePercent,
  reportParams,
  throughputChartData,
  turnaroundParams,
  turnaroundTableRows,
  weekLabel,
  type AgeingReport,
  type ThroughputReport,
} from '@/features/reports/rules';

describe('report rules', () => {
  it('turns the ageing answer into one chart row per status', () => {
    const report: AgeingReport = {
      asOf: '2026-06-17T12:00:00Z',
      buckets: ['0-7 days', '8-30 days', '31-90 days', 'Over 90 days'],
      rows: [
        { key: 'need_instructions', label: 'Need Instructions', counts: [1, 2, 3, 4], total: 10 },
        { key: 'in_production', label: 'In Production', counts: [0, 0, 0, 5], total: 5 },
      ],
    };
    expect(ageingChartData(report)).toEqual([
      { status: 'Need Instructions', '0-7 days': 1, '8-30 days': 2, '31-90 days': 3, 'Over 90 days': 4 },
      { status: 'In Production', '0-7 days': 0, '8-30 days': 0, '31-90 days': 0, 'Over 90 days': 5 },
    ]);
  });

  it('labels weeks by their Monday', () => {
    const report: ThroughputReport = {
      dateFrom: '2026-06-01',
      dateTo: '2026-06-14',
      weeks: [
        { weekStart: '2026-06-01', created: 1, sent: 2, cancelled: 3, merged: 4 },
        { weekStart: '2026-06-08', created: 0, sent: 0, cancelled: 0, merged: 0 },
      ],
      totals: { created: 1, sent: 2, cancelled: 3, merged: 4 },
    };
    expect(throughputChartData(report).map((w) => [w.week, w.sent])).toEqual([
      ['01/06', 2],
      ['08/06', 0],
    ]);
    expect(weekLabel('2026-12-28')).toBe('28/12');
    expect(dayLabel('2026-06-01')).toBe('01/06/2026');
  });

  it('formats days and passes the filters through', () => {
    expect(days(2)).toBe('2.0 d');
    expect(days(9.05)).toBe('9.1 d');
    expect(reportParams({ company: 'Acme Ltd', dateFrom: '', dateTo: '2026-06-01' })).toEqual({
      company: 'Acme Ltd',
      dateFrom: '',
      dateTo: '2026-06-01',
    });
  });
});

describe('turnaround report rules', () => {
  const row = (month: string, company: string, sent: number, onTime: number) => ({
    month,
    company,
    sent,
    onTime,
    onTimeRate: sent ? onTime / sent : null,
  });

  it("asks for the page's range as whole months", () => {
    expect(turnaroundParams({ company: 'Kind', dateFrom: '2026-01-15', dateTo: '2026-11-02' })).toEqual({
      company: 'Kind',
      from: '2026-01',
      to: '2026-11',
    });
    expect(turnaroundParams({ company: '', dateFrom: '', dateTo: '' })).toEqual({
      company: '',
      from: '',
      to: '',
    });
  });

  it('reads rates as percentages and medians to one decimal', () => {
    expect(ratePercent(0.833)).toBe('83.3%');
    expect(ratePercent(1)).toBe('100%');
    expect(ratePercent(0)).toBe('0%');
    expect(ratePercent(null)).toBe('–');
    expect(medianLabel(7)).toBe('7');
    expect(medianLabel(7.25)).toBe('7.3');
    expect(medianLabel(null)).toBe('–');
    expect(monthLabel('2026-10')).toBe('Oct 2026');
  });

  it("charts each month's All companies rate, oldest first, or the month's rows added up", () => {
    expect(
      onTimeChartData([
        row('2026-10', 'All companies', 12, 10),
        row('2026-10', 'Kind', 6, 6),
        row('2026-09', 'All companies', 4, 1),
      ]),
    ).toEqual([
      { month: 'Sep 2026', onTimeRate: 25 },
      { month: 'Oct 2026', onTimeRate: 83.3 },
    ]);
    expect(
      onTimeChartData([
        row('2026-10', 'Kind', 3, 2),
        row('2026-10', 'Acme', 1, 0),
        row('2026-11', 'Kind', 0, 0),
      ]),
    ).toEqual([{ month: 'Oct 2026', onTimeRate: 50 }]);
  });

  it('orders the table newest month first, All companies first in a month', () => {
    const rows = turnaroundTableRows([
      row('2026-09', 'Kind', 1, 1),
      row('2026-10', 'kind', 1, 1),
      row('2026-10', 'All companies', 2, 2),
      row('2026-10', 'Acme', 1, 1),
    ]);
    expect(rows.map((r) => `${r.month} ${r.company}`)).toEqual([
      '2026-10 All companies',
      '2026-10 Acme',
      '2026-10 kind',
      '2026-09 Kind',
    ]);
  });
});
