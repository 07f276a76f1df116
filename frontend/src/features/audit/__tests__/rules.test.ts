import { describe, expect, it } from 'vitest';

import { actionLabel, auditParams, EMPTY_AUDIT_FILTERS, valueText } from '@/features/audit/rules';
import { rangeError } from '@/lib/date-range';

describe('audit log rules', () => {
  it('sends every filter, trimming the BHR UK ID', () => {
    const filters = {
      ...EMPTY_AUDIT_FILTERS,
      userId: '7',
      action: 'update',
      bhrukId: ' 501 ',
      dateFrom: '2026-06-01',
    };
    expect(auditParams(filters)).toEqual({
      userId: '7',
      action: 'update',
      bhrukId: '501',
      company: '',
      dateFrom: '2026-06-01',
      dateTo: '',
    });
  });

  it('writes logged values as a reader expects them', () => {
    expect(valueText(true)).toBe('Yes');
    expect(valueText(false)).toBe('No');
    expect(valueText(null)).toBe('—');
    expect(valueText('')).toBe('—');
    expect(valueText(12.5)).toBe('12.5');
    expect(valueText({ a: 1 })).toBe('{"a":1}');
    expect(valueText('on_hold')).toBe('on_hold');
  });

  it('labels actions, an unknown one as it is', () => {
    expect(actionLabel('autofill')).toBe('Auto-fill');
    expect(actionLabel('import_undo')).toBe('Import undo');
    expect(actionLabel('mfa_recovery_use')).toBe('Recovery code used');
    expect(actionLabel('mfa_failed')).toBe('Two-factor code failed');
    expect(actionLabel('teleport')).toBe('teleport');
  });

  it('refuses a range that ends before it starts', () => {
    expect(rangeError({ dateFrom: '2026-06-02', dateTo: '2026-06-01' })).toBe(
      'The end date must not be before the start date.',
    );
    expect(rangeError({ dateFrom: '2026-06-01', dateTo: '2026-06-01' })).toBeNull();
    expect(rangeError({ dateFrom: '', dateTo: '2026-06-01' })).toBeNull();
  });
});
