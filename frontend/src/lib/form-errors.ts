/**
 * Inline form errors (guide: workflow#adding-a-case): a form shows each field's error under the field, moves focus to
 * the first invalid one, and raises no toast over its own buttons. Fields mark themselves invalid with Mantine's
 * `error` prop (aria-invalid), so the first invalid field is found in the order the form shows them.
 */
import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import { ApiError } from '@/lib/api-client';

export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

export const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some(Boolean);

/** A rule set's results without the fields that passed ({widget: undefined, ...} -> {...}). */
export function failedOnly<Field extends string>(
  checks: Record<Field, string | undefined>,
): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(checks).filter(([, message]) => message)) as FieldErrors<Field>;
}

/** The first message per field of a 400 answer ({"errors": {"clientName": ["..."]}}); {} for anything else. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const body: unknown = JSON.parse(error.message.replace(/^\d{3}: /, ''));
    const errors = body && typeof body === 'object' && 'errors' in body ? body.errors : null;
    if (!errors || typeof errors !== 'object') return {};
    return Object.fromEntries(
      Object.entries(errors)
        .map(([field, messages]) => [field, Array.isArray(messages) ? messages[0] : messages])
        .filter(([, message]) => typeof message === 'string' && message),
    );
  } catch {
    return {};
  }
}

/** Only the errors of the fields a form shows (a server error about another field stays a toast). */
export function errorsFor<Field extends string>(
  errors: FieldErrors,
  fields: readonly Field[],
): FieldErrors<Field> {
  return Object.fromEntries(fields.filter((f) => errors[f]).map((f) => [f, errors[f]])) as FieldErrors<Field>;
}

/** Focuses the first field marked invalid inside `container`. */
export function focusFirstInvalid(container: HTMLElement | null): void {
  container?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * A form's inline errors: `show` renders them at once and focuses the first invalid field (a failed submit);
 * `clear` drops one field's error as it is changed, without moving focus. `container` goes on the <form>.
 */
export function useInlineErrors<Field extends string>() {
  const container = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const show = useCallback((next: FieldErrors<Field>) => {
    flushSync(() => setErrors(next));
    if (hasErrors(next)) focusFirstInvalid(container.current);
  }, []);
  const clear = useCallback(
    (...fields: Field[]) =>
      setErrors((current) =>
        fields.some((f) => current[f]) ? failedOnly({ ...current, ...blank(fields) }) : current,
      ),
    [],
  );
  return { container, errors, show, clear };
}

const blank = <Field extends string>(fields: Field[]) =>
  Object.fromEntries(fields.map((f) => [f, undefined])) as Record<Field, undefined>;
