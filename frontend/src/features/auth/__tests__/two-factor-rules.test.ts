import {
  recoveryCodesWarning,
  afterSignInPath,
  challengeDescription,
  initialCodeMode,
  normaliseCode,
  TWO_FACTOR_MESSAGES,
  validateCode,
} from '@/features/auth/two-factor-rules';
import { makeUser } from '@/testing/test-utils';

describe('two-factor sign-in rules (guide: roles#two-factor-sign-in)', () => {
  it('asks for the authenticator code when the user has the app, else a recovery code', () => {
    expect(initialCodeMode(['totp', 'webauthn', 'recovery'])).toBe('totp');
    expect(initialCodeMode(['webauthn', 'recovery'])).toBe('recovery');
  });

  it('names only the methods the user has', () => {
    expect(challengeDescription(['totp', 'webauthn', 'recovery'])).toBe(
      'Enter the code from your authenticator app, use a passkey, or enter a recovery code.',
    );
    expect(challengeDescription(['totp', 'recovery'])).toBe(
      'Enter the code from your authenticator app, or use one of your recovery codes.',
    );
    expect(challengeDescription(['webauthn', 'recovery'])).toBe(
      'Use your passkey, or enter one of your recovery codes.',
    );
  });

  it('ignores spaces in a code and keeps the rest as typed', () => {
    expect(normaliseCode(' 123 456 ')).toBe('123456');
    expect(normaliseCode('abcde-fghjk')).toBe('abcde-fghjk');
  });

  it('accepts only six digits as an authenticator code', () => {
    expect(validateCode('totp', '123456')).toBeNull();
    expect(validateCode('totp', '123 456')).toBeNull();
    expect(validateCode('totp', '12345')).toBe(TWO_FACTOR_MESSAGES.totpFormat);
    expect(validateCode('totp', '12345a')).toBe(TWO_FACTOR_MESSAGES.totpFormat);
    expect(validateCode('recovery', '   ')).toBe(TWO_FACTOR_MESSAGES.recoveryFormat);
    expect(validateCode('recovery', 'abcde-fghjk')).toBeNull();
  });

  it('sends an enrolment session to the Security page and everyone else home by role', () => {
    expect(afterSignInPath({ user: makeUser(), mfaEnrolmentRequired: true })).toBe('/security');
    expect(afterSignInPath({ user: makeUser({ role: 'client' }), mfaEnrolmentRequired: true })).toBe(
      '/security',
    );
    expect(afterSignInPath({ user: makeUser() })).toBe('/');
    expect(afterSignInPath({ user: makeUser({ role: 'client' }) })).toBe('/client');
  });

  it('warns after a recovery code how many are left, and nothing after another way in', () => {
    expect(recoveryCodesWarning(undefined)).toBeNull();
    expect(recoveryCodesWarning(9)?.message).toBe(
      '9 recovery codes left. Make new ones on the Security page before they run out.',
    );
    expect(recoveryCodesWarning(1)?.message).toMatch(/^1 recovery code left\. /);
    expect(recoveryCodesWarning(0)).toEqual({
      title: 'Recovery code used',
      message: 'No recovery codes left. Make new ones on the Security page now.',
    });
  });
});
