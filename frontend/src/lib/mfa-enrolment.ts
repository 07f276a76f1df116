/**
 * Whether this browser's session is an *enrolment session* (guide: roles#two-factor-sign-in): the user's role requires
 * two-factor sign-in and they have no factor yet, so the server accepts only the enrolment calls and answers anything
 * else 403 `{code: "mfa_enrolment_required"}`. Kept in local storage beside the token so a reload stays on
 * the Security page; the router subscribes to it and sends every other route there.
 */
import { useSyncExternalStore } from 'react';

export const ENROLMENT_KEY = 'mfa_enrolment_required';
export const ENROLMENT_REQUIRED_CODE = 'mfa_enrolment_required';

const listeners = new Set<() => void>();

export function isEnrolmentOnly(): boolean {
  return localStorage.getItem(ENROLMENT_KEY) === '1';
}

export function setEnrolmentOnly(value: boolean): void {
  if (value === isEnrolmentOnly()) return;
  if (value) localStorage.setItem(ENROLMENT_KEY, '1');
  else localStorage.removeItem(ENROLMENT_KEY);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useEnrolmentOnly(): boolean {
  return useSyncExternalStore(subscribe, isEnrolmentOnly, () => false);
}

/** True when an error body (the text after "403: ") is the enrolment-session refusal. */
export function isEnrolmentRefusal(status: number, text: string): boolean {
  if (status !== 403 || !text.includes(ENROLMENT_REQUIRED_CODE)) return false;
  try {
    const parsed: unknown = JSON.parse(text);
    return Boolean(
      parsed && typeof parsed === 'object' && (parsed as { code?: unknown }).code === ENROLMENT_REQUIRED_CODE,
    );
  } catch {
    return false;
  }
}
