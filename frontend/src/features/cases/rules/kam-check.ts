/**
 * SPEC §5 "KAM ID versus OB Link check", the same rule as the server's cases.rules.kam_check (which also
 * treats a manual case's placeholder OB Link "N/A (Statements)" as no OB Link).
 */
import type { KamCheck } from '@/types/api';

export const NOT_KNOWN = 'Not Known';
export const MANUAL_OB_LINK = 'N/A (Statements)';

/** The first run of digits in the OB Link, or Not Known if there is none. */
export function expectedKamId(obLink: string | null | undefined): string {
  const match = /\d+/.exec(obLink ?? '');
  return match ? match[0] : NOT_KNOWN;
}

export function kamCheck(kamId: string | null | undefined, obLink: string | null | undefined): KamCheck {
  const kam = (kamId ?? '').trim();
  const link = (obLink ?? '').trim();
  if (!link || link === MANUAL_OB_LINK) {
    return { status: 'valid', message: 'No OB Link provided', expected: NOT_KNOWN };
  }
  const expected = expectedKamId(link);
  if (kam === expected) return { status: 'valid', message: 'KAM ID matches OB Link', expected };
  if (expected === NOT_KNOWN) {
    return { status: 'error', message: 'OB Link has no numbers, KAM ID should be "Not Known"', expected };
  }
  return { status: 'warning', message: `KAM ID doesn't match OB Link (expected: ${expected})`, expected };
}
