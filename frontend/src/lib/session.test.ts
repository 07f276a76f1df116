import { clearSession, getStoredToken, getStoredUser, storeSession } from '@/lib/session';
import { makeUser } from '@/testing/test-utils';

describe('session storage (guide: workflow)', () => {
  it('stores the token under auth_token and the user under user', () => {
    const user = makeUser();
    storeSession(user, 'tok');
    expect(localStorage.getItem('auth_token')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(getStoredUser()).toEqual(user);
    expect(getStoredToken()).toBe('tok');
  });

  it('clears both entries', () => {
    storeSession(makeUser(), 'tok');
    clearSession();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(getStoredToken()).toBeNull();
  });
});
