/**
 * guide: workflow#kam-check "KAM ID versus OB Link check", the same rule as the server's cases.rules.kam_check (which
 * also treats a manual case's placeholder OB Link "N/A (Statements)" as no OB Link). A saved case carries the
 * server's answer (`kamCheck` in the case answer); this runs only on a KAM ID being typed, before any answer.
 * Both sides are checked against cases/rule_examples/dialog-rules.json.
 */
import { cleanText, pyStrip } from '@/features/cases/rules/clean-text';
import type { KamCheck } from '@/types/api';

export const NOT_KNOWN = 'Not Known';
export const MANUAL_OB_LINK = 'N/A (Statements)';

/** Python's \d on text: any Unicode decimal digit (category Nd), not only 0-9. */
const DIGITS = /\p{Nd}+/u;

/** The first run of digits in the OB Link, or Not Known if there is none. */
export function expectedKamId(obLink: string | null | undefined): string {
  const match = DIGITS.exec(obLink ?? '');
  return match ? match[0] : NOT_KNOWN;
}

export function kamCheck(kamId: string | null | undefined, obLink: string | null | undefined): KamCheck {
  const kam = pyStrip(kamId ?? '');
  const link = pyStrip(obLink ?? '');
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

/** The check the server will answer once a typed KAM ID is saved (it cleans the text on the way in). */
export function typedKamCheck(typed: string, obLink: string | null | undefined): KamCheck {
  return kamCheck(cleanText(typed), obLink);
}

/**
 * What the edit dialog shows: the server's own answer while the KAM ID is the saved one, the browser's
 * mirror of it once something else is typed.
 */
export function shownKamCheck(
  typed: string,
  saved: { kamId: string | null; externalUserId: string | null; kamCheck: KamCheck },
): KamCheck {
  return cleanText(typed) === cleanText(saved.kamId)
    ? saved.kamCheck
    : typedKamCheck(typed, saved.externalUserId);
}
