import { filterPortalCases, matchesSearch, matchesStatus, withinRange } from '@/features/portal/rules';
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

describe('matchesSearch (issue 21 §2, the portal filters its loaded rows)', () => {
  const kind = {
    id: 42,
    clientName: 'Jane Smith',
    email: 'Jane.Smith@Example.com',
    bhrukId: 'KIND1234',
    kamId: '556677',
    externalUserId: 'https://ob.example.com/users/abc-99',
  };

  it('matches client name, e-mail, KAM ID and OB Link anywhere, in any case, and the case number exactly', () => {
    expect(matchesSearch(kind, '42')).toBe(true);
    expect(matchesSearch(kind, '420')).toBe(false);
    for (const text of ['jane', 'SMITH', 'jane.smith@example', '5566', 'abc-99', '  Jane   Smith ']) {
      expect(matchesSearch(kind, text)).toBe(true);
    }
    expect(matchesSearch(kind, 'nobody')).toBe(false);
  });

  it('matches a BHR UK ID with or without the KIND prefix', () => {
    expect(matchesSearch(kind, 'KIND1234')).toBe(true);
    expect(matchesSearch(kind, 'kind 1234')).toBe(true);
    expect(matchesSearch(kind, '1234')).toBe(true);
    expect(matchesSearch({ ...kind, bhrukId: '1234' }, 'KIND1234')).toBe(true);
    expect(matchesSearch(kind, 'KIND9999')).toBe(false);
    expect(matchesSearch({ ...kind, bhrukId: null }, '1234')).toBe(false);
  });

  it('lets empty text match every case, and combines with status and date range', () => {
    expect(matchesSearch(kind, '   ')).toBe(true);
    const cases = [
      { ...kind, currentStatus: 'sent' as CaseStatus, createdAt: daysAgo(1) },
      {
        ...kind,
        id: 43,
        clientName: 'Other',
        email: 'o@x.com',
        currentStatus: 'sent' as CaseStatus,
        createdAt: daysAgo(1),
      },
    ];
    expect(filterPortalCases(cases, { status: 'all', range: 'all', search: 'jane' }, NOW)).toHaveLength(1);
    expect(filterPortalCases(cases, { status: 'on_hold', range: 'all', search: 'jane' }, NOW)).toHaveLength(
      0,
    );
    expect(filterPortalCases(cases, { status: 'all', range: 'all' }, NOW)).toHaveLength(2);
  });
});
