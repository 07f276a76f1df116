/** Pure rules of the sign-in screens (SPEC §2, §5). */
import { paths } from '@/config/paths';
import type { Role } from '@/types/api';

/** After login a client goes to /client, everyone else to / (a user with no role is a client). */
export function homePathFor(role: Role | null | undefined): string {
  return (role ?? 'client') === 'client' ? paths.client : paths.home;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export type LoginErrors = { email?: string; password?: string };

export function validateLogin({ email, password }: { email: string; password: string }): LoginErrors {
  const errors: LoginErrors = {};
  if (!isValidEmail(email)) errors.email = 'Please enter a valid email address';
  if (password.length < 6) errors.password = 'Password must be at least 6 characters';
  return errors;
}

/** Milliseconds between a successful login and the redirect (SPEC §4, §9). */
export const LOGIN_REDIRECT_MS = 100;
