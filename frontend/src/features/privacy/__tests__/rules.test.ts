import { describe, expect, it } from 'vitest';

import {
  canSearch,
  caseLabel,
  erasureConfirmText,
  heldAmong,
  monthsError,
  foundText,
  retentionConfirmText,
  saveNeedsConfirmation,
  targetBody,
  targetCount,
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

  it('names the chosen cases on legal hold, as the rows on screen now say', () => {
    const chosen = [row(1, true, '1001'), row(2, false), row(4, false)];
    expect(heldAmong(chosen, []).map(caseLabel)).toEqual(['1001']);
    // Case 1 was released and case 4 put on hold since they were chosen.
    expect(heldAmong(chosen, [row(1, false, '1001'), row(4, true)]).map(caseLabel)).toEqual(['case #4']);
    expect(heldAmong([row(2, false)], [])).toEqual([]);
    expect(caseLabel(row(3, true))).toBe('case #3');
  });

  it('states the whole total of a search, not the page', () => {
    expect(foundText(0)).toBe('No cases found.');
    expect(foundText(1)).toBe('1 case found.');
    expect(foundText(501)).toBe('501 cases found.');
  });

  it('sends the search itself, with the total shown, to take every match', () => {
    const all = { kind: 'all', query: 'wilson', count: 501 } as const;
    expect(targetBody(all)).toEqual({ query: 'wilson', expectedCount: 501 });
    expect(targetCount(all)).toBe(501);
    expect(targetBody({ kind: 'chosen', ids: [3, 4] })).toEqual({ caseIds: [3, 4] });
    expect(targetCount({ kind: 'chosen', ids: [3, 4] })).toBe(2);
  });

  it('asks for confirmation before a save switches anonymisation on or widens it', () => {
    const off = { enabled: false, months: 72, appliesTo: [] };
    const on = { enabled: true, months: 12, appliesTo: ['sent', 'cancelled'] };
    expect(saveNeedsConfirmation(off, on)).toBe(true);
    expect(saveNeedsConfirmation(on, { ...on, appliesTo: ['cancelled', 'sent'] })).toBe(false);
    expect(saveNeedsConfirmation(on, { ...on, months: 6 })).toBe(true);
    expect(saveNeedsConfirmation(on, { ...on, enabled: false })).toBe(false);
    expect(saveNeedsConfirmation(off, { ...off, months: 12 })).toBe(false);
    expect(retentionConfirmText(6, true)).toMatch(
      /^Turning retention on anonymises 6 cases at the next daily run/,
    );
    expect(retentionConfirmText(1, false)).toMatch(/^Saving these settings anonymises 1 case at/);
  });

  it('says what an erasure and a retention run do', () => {
    expect(erasureConfirmText(1)).toMatch(/^Erase the personal data of 1 case\?/);
    expect(erasureConfirmText(3)).toMatch(/^Erase the personal data of 3 cases\?/);
  });
});

describe('erasure confirmation (guide: privacy#erasure)', () => {
  it('names every field the erasure clears, as the registry lists them', () => {
    expect(erasureConfirmText(2)).toContain(
      'the e-mail, import name, OB Link, User ID, KAM ID, notes and cancellation reason are cleared',
    );
  });
});
