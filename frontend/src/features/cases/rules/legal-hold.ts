/**
 * What a legal hold stops on screen (guide: workflow#legal-hold), the same rule as the server's
 * cases/services/holds.py: a held case cannot be deleted, cancelled or merged, and its identity fields cannot be
 * changed; its status, invoicing, MI, notes, lock and restore stay open. The controls stay visible but disabled, saying
 * why.
 */
import { LEGAL_HOLD_REASONS as HOLD_REASONS } from '@/components/overview/case-labels';
import type { Case } from '@/types/api';
import type { BulkAction, RowAction } from './row-actions';

export type HeldAction = keyof typeof HOLD_REASONS;

/** What the Edit Case dialog says about the identity fields a hold freezes (it shows them read-only). */
export const HOLD_FIELD_NOTE = 'Under legal hold: cannot be changed';
export const HOLD_FIELDS_NOTE =
  'Under legal hold: Company, Client Name, KAM ID and BHR UK ID cannot be changed. Status, invoicing, MI and notes can.';

type Held = Partial<Pick<Case, 'legalHold'>>;

/** Why `action` is not available for `c` (a held case), or null when the hold does not stop it. */
export function holdBlocks(c: Held, action: RowAction | BulkAction | HeldAction): string | null {
  if (!c.legalHold) return null;
  return action in HOLD_REASONS ? HOLD_REASONS[action as HeldAction] : null;
}

/** One line for a held case's card or details: "Under legal hold: cannot be deleted or cancelled". */
export function holdSummary(c: Held, actions: readonly (RowAction | HeldAction)[]): string | null {
  if (!c.legalHold) return null;
  const words = actions
    .filter((a): a is HeldAction => a in HOLD_REASONS)
    .map((a) => HOLD_REASONS[a].replace('Under legal hold: cannot be ', ''));
  if (words.length === 0) return null;
  const list =
    words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
  return `Under legal hold: cannot be ${list}`;
}

/**
 * The bulk bar's word on held cases among the selection, for delete and cancel: null when none is held;
 * the server leaves them out and lists them after "Failed:" (guide: labels#bulk-results Partial Success).
 */
export function bulkHoldNote(action: BulkAction, held: number): string | null {
  if (held === 0 || (action !== 'delete' && action !== 'cancel')) return null;
  const verb = action === 'delete' ? 'deleted' : 'cancelled';
  return held === 1
    ? `1 selected case is under legal hold and will not be ${verb}.`
    : `${held} selected cases are under legal hold and will not be ${verb}.`;
}
