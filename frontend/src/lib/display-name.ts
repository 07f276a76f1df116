import type { User } from '@/types/api';

/** "First Last", or the e-mail when the user has no name. */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}
