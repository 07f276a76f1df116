import { parseUkDate } from '@/lib/uk-date';

describe('parseUkDate', () => {
  it('reads dd/mm/yyyy as day first, whatever the separator', () => {
    expect(parseUkDate('03/01/2026')).toBe('2026-01-03');
    expect(parseUkDate('3/1/2026')).toBe('2026-01-03');
    expect(parseUkDate('31.12.2026')).toBe('2026-12-31');
    expect(parseUkDate('31-12-26')).toBe('2026-12-31');
    expect(parseUkDate(' 29/02/2028 ')).toBe('2028-02-29');
  });

  it('keeps the ISO form the API uses', () => {
    expect(parseUkDate('2026-06-01')).toBe('2026-06-01');
  });

  it('refuses days that do not exist and text that is not a date', () => {
    expect(parseUkDate('31/02/2026')).toBeNull();
    expect(parseUkDate('29/02/2026')).toBeNull();
    expect(parseUkDate('12/13/2026')).toBeNull();
    expect(parseUkDate('2026/06')).toBeNull();
    expect(parseUkDate('next week')).toBeNull();
    expect(parseUkDate('')).toBeNull();
  });
});
