import { describe, expect, it } from 'vitest';

import {
  ageingChartData,
  days,
  dayLabel,
  reportParams,
  throughputChartData,
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
