import { formatDate, formatDateTime, formatMoney, parseDate } from '@/lib/format';

describe('formatDate', () => {
  it('reads a date or a time as dd/mm/yyyy in London', () => {
    expect(formatDate('2026-07-01')).toBe('01/07/2026');
    expect(formatDate('2026-01-31')).toBe('31/01/2026');
    // 23:30 UTC in summer is already the next day in London.
    expect(formatDate('2026-07-01T23:30:00Z')).toBe('02/07/2026');
  });

  it('gives nothing for no value and shows an unreadable value as it came', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate('2026-13-45')).toBe('2026-13-45');
  });
});

describe('formatDateTime', () => {
  it('reads a time as dd/mm/yyyy, hh:mm on a 24-hour clock in London', () => {
    expect(formatDateTime('2026-07-01T08:05:00Z')).toBe('01/07/2026, 09:05');
    expect(formatDateTime('2026-01-15T23:00:00Z')).toBe('15/01/2026, 23:00');
    expect(formatDateTime('2026-01-15T00:05:00Z')).toBe('15/01/2026, 00:05');
  });

  it('gives nothing for no value and shows an unreadable value as it came', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });
});

describe('parseDate', () => {
  it('returns null for no value or an unreadable one', () => {
    expect(parseDate(null)).toBeNull();
    expect(parseDate('')).toBeNull();
    expect(parseDate('soon')).toBeNull();
    expect(parseDate('2026-07-01')?.toISOString()).toBe('2026-07-01T12:00:00.000Z');
  });
});

describe('formatMoney', () => {
  it('reads amounts as pounds with two decimals', () => {
    expect(formatMoney(-1250.5)).toBe('-£1,250.50');
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney('250.00')).toBe('£250.00');
  });

  it('gives nothing for no value and shows a non-number as it came', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('abc');
    expect(formatMoney('  ')).toBe('  ');
  });
});
