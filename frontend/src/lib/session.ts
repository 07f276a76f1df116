/**
 * The browser session of guide: roles#sign-in-and-session: the token under local storage `auth_token`, the user under
 * `user` (which may carry a `token` field). Shared by the API client and the auth feature.
 */
import { setEnrolmentOnly } from '@/lib/mfa-enrolment';
import type { User } from '@/types/api';

export const TOKEN_KEY = 'auth_token';
export const USER_KEY = 'user';

export function getStoredUser(): User | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as User) : null;
  } catch {
    return null;
  }
}

/** `auth_token` first, else the `token` field of the stored user. */
export function getStoredToken(): string | null {
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) return token;
  const userToken = getStoredUser()?.token;
  return typeof userToken === 'string' && userToken ? userToken : null;
}

export function storeSession(user: User, token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  setEnrolmentOnly(false);
}
