import { filterPortalCases, matchesStatus, withinRange } from '@/features/portal/rules';
import type { CaseStatus } from '@/types/api';

const NOW = new Date('2026-11-21T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

describe('withinRange', () => {
  it('keeps every case for all', () => {
    expect(withinRange('2001-01-01T00:00:00Z', 'all', NOW)).toBe(true);
  });

  it('uses 7, 30 and 90 days, inclusive of the boundary', () => {
    expect(withinRange(daysAgo(7), '7', NOW)).toBe(true);
    expect(withinRange(daysAgo(7.01), '7', NOW)).toBe(false);
    expect(withinRange(daysAgo(30), '30', NOW)).toBe(true);
    expect(withinRange(daysAgo(31), '30', NOW)).toBe(false);
    expect(withinRange(daysAgo(90), '90', NOW)).toBe(true);
    expect(withinRange(daysAgo(91), '90', NOW)).toBe(false);
  });

  it('drops unreadable dates when a range is chosen', () => {
    expect(withinRange('not a date', '30', NOW)).toBe(false);
  });
});

describe('matchesStatus', () => {
  it('lets need_instructions cover both need-instructions statuses', () => {
    expect(matchesStatus('need_instructions_new', 'need_instructions')).toBe(true);
    expect(matchesStatus('need_instructions_hire', 'need_instructions')).toBe(true);
    expect(matchesStatus('in_production', 'need_instructions')).toBe(false);
    expect(matchesStatus('sent', 'sent')).toBe(true);
    expect(matchesStatus('on_hold', 'all')).toBe(true);
  });
});

describe('filterPortalCases', () => {
  const cases = [
    { id: 1, currentStatus: 'sent' as CaseStatus, createdAt: daysAgo(2) },
    { id: 2, currentStatus: 'sent' as CaseStatus, createdAt: daysAgo(20) },
    { id: 3, currentStatus: 'on_hold' as CaseStatus, createdAt: daysAgo(2) },
    { id: 4, currentStatus: 'need_instructions_hire' as CaseStatus, createdAt: daysAgo(60) },
    { id: 5, currentStatus: 'in_production' as CaseStatus, createdAt: daysAgo(200) },
  ];
  const ids = (list: { id: number }[]) => list.map((c) => c.id);

  it('combines the status and date range filters', () => {
    expect(ids(filterPortalCases(cases, { status: 'all', range: 'all' }, NOW))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(filterPortalCases(cases, { status: 'all', range: '7' }, NOW))).toEqual([1, 3]);
    expect(ids(filterPortalCases(cases, { status: 'sent', range: '30' }, NOW))).toEqual([1, 2]);
    expect(ids(filterPortalCases(cases, { status: 'need_instructions', range: '90' }, NOW))).toEqual([4]);
    expect(ids(filterPortalCases(cases, { status: 'need_instructions', range: '30' }, NOW))).toEqual([]);
  });
});
