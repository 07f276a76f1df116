import { apiGet } from '@/lib/api-client';
import { ENROLMENT_KEY, isEnrolmentOnly, isEnrolmentRefusal, setEnrolmentOnly } from '@/lib/mfa-enrolment';
import { clearSession, storeSession } from '@/lib/session';
import { makeUser, mockFetch } from '@/testing/test-utils';

describe('enrolment sessions (guide: roles#two-factor-sign-in)', () => {
  it('recognises only the 403 with the enrolment code', () => {
    const body = JSON.stringify({
      message: 'Set up two-factor sign-in to continue.',
      code: 'mfa_enrolment_required',
    });
    expect(isEnrolmentRefusal(403, body)).toBe(true);
    expect(isEnrolmentRefusal(400, body)).toBe(false);
    expect(isEnrolmentRefusal(403, JSON.stringify({ message: 'mfa_enrolment_required' }))).toBe(false);
    expect(isEnrolmentRefusal(403, 'mfa_enrolment_required')).toBe(false);
  });

  it('marks the session when any call answers the enrolment refusal, and sign-out forgets it', async () => {
    storeSession(makeUser(), 't');
    mockFetch({
      'GET /api/cases': {
        status: 403,
        body: { message: 'Set up two-factor sign-in to continue.', code: 'mfa_enrolment_required' },
      },
      'GET /api/users': { status: 403, body: { message: 'Access denied' } },
    });
    await expect(apiGet('/api/users')).rejects.toThrow('403');
    expect(isEnrolmentOnly()).toBe(false);
    await expect(apiGet('/api/cases')).rejects.toThrow('403');
    expect(isEnrolmentOnly()).toBe(true);
    expect(localStorage.getItem(ENROLMENT_KEY)).toBe('1');
    clearSession();
    expect(isEnrolmentOnly()).toBe(false);
  });

  it('notifies only on a change', () => {
    setEnrolmentOnly(true);
    expect(isEnrolmentOnly()).toBe(true);
    setEnrolmentOnly(false);
    expect(localStorage.getItem(ENROLMENT_KEY)).toBeNull();
  });
});
