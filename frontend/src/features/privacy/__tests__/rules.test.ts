import { describe, expect, it } from 'vitest';

import {
  canSearch,
  caseLabel,
  erasureConfirmText,
  heldAmong,
  monthsError,
  previewText,
  reasonError,
  type SubjectCase,
} from '@/features/privacy/rules';

const row = (id: number, legalHold: boolean, bhrukId: string | null = null): SubjectCase => ({
  id,
  legalHold,
  bhrukId,
  widget: 'Acme Ltd',
  clientName: 'A',
  name: '',
  email: '',
  externalUserId: '',
  currentStatus: 'sent',
  createdAt: '2026-01-01T00:00:00Z',
});

describe('privacy rules', () => {
  it('searches from two characters, trimmed', () => {
    expect(canSearch(' a ')).toBe(false);
    expect(canSearch('ab')).toBe(true);
  });

  it('requires a reason', () => {
    expect(reasonError('  ')).toBe('Give a reason (it is kept in the audit trail).');
    expect(reasonError('Asked by letter')).toBeNull();
  });

  it('accepts whole months from 1 to 1200', () => {
    expect(monthsError(0)).toBe('Months must be a whole number from 1 to 1200.');
    expect(monthsError(1.5)).not.toBeNull();
    expect(monthsError(1201)).not.toBeNull();
    expect(monthsError(72)).toBeNull();
  });

  it('names the chosen cases on legal hold', () => {
    const rows = [row(1, true, '1001'), row(2, false), row(3, true)];
    expect(heldAmong(rows, new Set([1, 2])).map(caseLabel)).toEqual(['1001']);
    expect(heldAmong(rows, new Set([2]))).toEqual([]);
    expect(caseLabel(row(3, true))).toBe('case #3');
  });

  it('says what an erasure and a retention run do', () => {
    expect(erasureConfirmText(1)).toMatch(/^Erase the personal data of 1 case\?/);
    expect(erasureConfirmText(3)).toMatch(/^Erase the personal data of 3 cases\?/);
    expect(previewText({ count: 0, sample: [] })).toBe('The next run changes no cases.');
    expect(previewText({ count: 2, sample: [] })).toBe('The next run anonymises 2 cases.');
  });
});

describe('erasure confirmation (issue 26 §2)', () => {
  it('names every field the erasure clears, as the registry lists them', () => {
    expect(erasureConfirmText(2)).toContain(
      'the e-mail, import name, OB Link, User ID, KAM ID, notes and cancellation reason are cleared',
    );
  });
});
