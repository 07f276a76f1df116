/** Pure rules of the sign-in screens (guide: screens, workflow, labels#validation, labels#errors,
 * screens#timings-and-limits). */
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import type { Role } from '@/types/api';

/** After login a client goes to /client, everyone else to / (a user with no role is a client). */
export function homePathFor(role: Role | null | undefined): string {
  return (role ?? 'client') === 'client' ? paths.client : paths.home;
}

/** Milliseconds between a successful login and the redirect (guide: workflow, screens#timings-and-limits). */
export const LOGIN_REDIRECT_MS = 100;
/** Milliseconds between a successful setup or password reset and the redirect to /login (guide:
 * screens#timings-and-limits). */
export const SETUP_REDIRECT_MS = 3000;
export const RESET_REDIRECT_MS = 3000;

export const PASSWORD_MIN_LENGTH = 6;

export const MESSAGES = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  passwordsDontMatch: "Passwords don't match",
  firstName: 'First name is required',
  lastName: 'Last name is required',
  role: 'Role must be one of staff, client, admin',
  loginFailed: 'Login failed',
  createAdminFailed: 'Failed to create admin user',
  createUserFailed: 'Failed to create user',
  updatePasswordFailed: 'Failed to update password',
  invalidResetLink: 'Invalid password reset link. Please request a new password reset.',
  noResetToken: 'No valid reset token found. Please request a new password reset.',
  resetRequested: "If an account exists for that email, we've sent a reset link.",
  resetRequestFailed: 'Failed to request a password reset',
} as const;

/** Field name -> message; an empty object means the form is valid. */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

const isValidPassword = (value: string) => value.length >= PASSWORD_MIN_LENGTH;

export type LoginValues = { email: string; password: string };
export type LoginErrors = FormErrors<keyof LoginValues>;

export function validateLogin({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!isValidEmail(email)) errors.email = MESSAGES.email;
  if (!isValidPassword(password)) errors.password = MESSAGES.password;
  return errors;
}

export type SetupValues = {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
};
export type SetupErrors = FormErrors<keyof SetupValues>;

/** guide: labels#validation Setup: email valid, password minimum 6, confirmPassword matches, first and last name
 * required. */
export function validateSetup(values: SetupValues): SetupErrors {
  const errors: SetupErrors = {};
  if (!isValidEmail(values.email)) errors.email = MESSAGES.email;
  if (!isValidPassword(values.password)) errors.password = MESSAGES.password;
  if (values.confirmPassword !== values.password) errors.confirmPassword = MESSAGES.passwordsDontMatch;
  if (!values.firstName.trim()) errors.firstName = MESSAGES.firstName;
  if (!values.lastName.trim()) errors.lastName = MESSAGES.lastName;
  return errors;
}

export type ResetPasswordValues = { password: string; confirmPassword: string };
export type ResetPasswordErrors = FormErrors<keyof ResetPasswordValues>;

/** guide: labels#validation Reset password: both fields minimum 6 and must match. */
export function validateResetPassword({
  password,
  confirmPassword,
}: ResetPasswordValues): ResetPasswordErrors {
  const errors: ResetPasswordErrors = {};
  if (!isValidPassword(password)) errors.password = MESSAGES.password;
  if (!isValidPassword(confirmPassword)) errors.confirmPassword = MESSAGES.password;
  else if (confirmPassword !== password) errors.confirmPassword = MESSAGES.passwordsDontMatch;
  return errors;
}

/** The roles the admin page may create (guide: screens, labels#validation), in the order the form offers them. */
export const ADMIN_FORM_ROLES = ['staff', 'client', 'admin'] as const satisfies readonly Role[];
export type AdminFormRole = (typeof ADMIN_FORM_ROLES)[number];

export type CreateUserValues = {
  email: string;
  password: string;
  role: string;
  firstName: string;
  lastName: string;
  company: string;
};
export type CreateUserErrors = FormErrors<keyof CreateUserValues>;

/** guide: labels#validation Admin create-user: email valid, password minimum 6, role staff/client/admin; names and
 * company optional. */
export function validateCreateUser(values: CreateUserValues): CreateUserErrors {
  const errors: CreateUserErrors = {};
  if (!isValidEmail(values.email)) errors.email = MESSAGES.email;
  if (!isValidPassword(values.password)) errors.password = MESSAGES.password;
  if (!(ADMIN_FORM_ROLES as readonly string[]).includes(values.role)) errors.role = MESSAGES.role;
  return errors;
}

/** The request body of the admin form: trimmed text, optional fields left out when blank. */
export function createUserPayload(values: CreateUserValues) {
  const optional = (value: string) => value.trim() || undefined;
  return {
    email: values.email.trim(),
    password: values.password,
    role: values.role as AdminFormRole,
    firstName: optional(values.firstName),
    lastName: optional(values.lastName),
    company: optional(values.company),
  };
}

/**
 * The recovery token of a reset link `/reset-password#access_token=TOKEN&type=recovery` (guide: screens, workflow).
 * Null when the fragment has no token, or names a type other than recovery.
 */
export function recoveryTokenFrom(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('access_token')?.trim();
  const type = params.get('type');
  if (!token || (type !== null && type !== 'recovery')) return null;
  return token;
}

/** guide: labels#errors: a 401 means the link is invalid (unknown, used or expired); anything else failed to update. */
export function updatePasswordErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 401
    ? MESSAGES.invalidResetLink
    : MESSAGES.updatePasswordFailed;
}

/**
 * Field errors of a 400 body `{message, errors: {field: [messages]}}` (config/exception_handler.py), first
 * message per field, for fields the form knows. Empty for any other error.
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): FormErrors<F> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const text = error.message.replace(/^\d{3}: /, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  const errors = (parsed as { errors?: unknown })?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const found: FormErrors<F> = {};
  for (const field of fields) {
    const messages = (errors as Record<string, unknown>)[field];
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && first) found[field] = first;
  }
  return found;
}
