/**
 * A save that met a newer version of the case (409): who changed it, and how to take their version without losing
 * what the user typed (guide: workflow#editing-a-case).
 */
import { ApiError } from '@/lib/api-client';
import type { EditForm } from '@/features/cases/rules/edit-rules';

export type EditConflict = { message: string; changedBy: string | null; changedAt: string | null };

const STATUS_PREFIX = /^\d{3}: /;

/** The 409's details, or null for any other error. */
export function editConflict(error: unknown): EditConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const body = JSON.parse(error.message.replace(STATUS_PREFIX, '')) as Record<string, unknown>;
    const text = (key: string) => (typeof body[key] === 'string' && body[key] ? (body[key] as string) : null);
    return {
      message: text('message') ?? 'This record was changed by someone else.',
      changedBy: text('changedBy'),
      changedAt: text('changedAt'),
    };
  } catch {
    return { message: 'This record was changed by someone else.', changedBy: null, changedAt: null };
  }
}

/**
 * The form on the newer version: every field the user changed keeps what they typed, every other field takes the
 * newer value. `opened` is the form as the case was when editing began.
 */
export function rebaseEdit(opened: EditForm, typed: EditForm, newer: EditForm): EditForm {
  const result = { ...newer } as Record<keyof EditForm, unknown>;
  for (const key of Object.keys(typed) as (keyof EditForm)[]) {
    if (typed[key] !== opened[key]) result[key] = typed[key];
  }
  return result as EditForm;
}
