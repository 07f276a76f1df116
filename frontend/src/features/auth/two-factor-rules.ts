/** Pure rules of the second sign-in step (guide: roles#two-factor-sign-in). */
import { paths } from '@/config/paths';
import type { MfaMethod, SignedInResponse } from '@/features/auth/api/login';
import { homePathFor } from '@/features/auth/rules';

/** Which code the second step asks for: the authenticator's, or a recovery code. */
export type CodeMode = 'totp' | 'recovery';

export const TWO_FACTOR_MESSAGES = {
  totpFormat: 'Enter the 6-digit code from your authenticator app.',
  recoveryFormat: 'Enter one of your recovery codes.',
  verifyFailed: 'That code could not be checked. Try again.',
} as const;

/** The authenticator code when the user has an authenticator app, else a recovery code. */
export function initialCodeMode(methods: readonly MfaMethod[]): CodeMode {
  return methods.includes('totp') ? 'totp' : 'recovery';
}

/** Spaces do not matter: "123 456" is "123456" (the server decides what else a recovery code ignores). */
export function normaliseCode(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The message for a code that cannot be right, or null when it may be sent. */
export function validateCode(mode: CodeMode, value: string): string | null {
  const code = normaliseCode(value);
  if (mode === 'totp') return /^\d{6}$/.test(code) ? null : TWO_FACTOR_MESSAGES.totpFormat;
  return code.length > 0 ? null : TWO_FACTOR_MESSAGES.recoveryFormat;
}

/** What the second step asks for, naming only the methods the user has (the server's message names all three). */
export function challengeDescription(methods: readonly MfaMethod[]): string {
  const totp = methods.includes('totp');
  const passkey = methods.includes('webauthn');
  if (totp && passkey)
    return 'Enter the code from your authenticator app, use a passkey, or enter a recovery code.';
  if (passkey) return 'Use your passkey, or enter one of your recovery codes.';
  if (totp) return 'Enter the code from your authenticator app, or use one of your recovery codes.';
  return 'Enter one of your recovery codes.';
}

/** Where a signed-in answer leads: an enrolment session to the Security page, anyone else home by role. */
export function afterSignInPath(response: Pick<SignedInResponse, 'user' | 'mfaEnrolmentRequired'>): string {
  return response.mfaEnrolmentRequired ? paths.security : homePathFor(response.user.role);
}

/**
 * The warning after a sign-in with a recovery code (each works once): how many are left and what to do about it.
 * Null after any other way in.
 */
export function recoveryCodesWarning(left: number | undefined): { title: string; message: string } | null {
  if (left === undefined) return null;
  const title = 'Recovery code used';
  if (left <= 0) return { title, message: 'No recovery codes left. Make new ones on the Security page now.' };
  const count = `${left} recovery ${left === 1 ? 'code' : 'codes'} left.`;
  return { title, message: `${count} Make new ones on the Security page before they run out.` };
}
