import { homePathFor, isValidEmail, validateLogin } from '@/features/auth/rules';

describe('homePathFor', () => {
  it('sends a client to /client and everyone else to /', () => {
    expect(homePathFor('client')).toBe('/client');
    expect(homePathFor(null)).toBe('/client');
    expect(homePathFor('staff')).toBe('/');
    expect(homePathFor('manager')).toBe('/');
    expect(homePathFor('admin')).toBe('/');
  });
});

describe('validateLogin', () => {
  it('accepts a valid email and a six-character password', () => {
    expect(validateLogin({ email: 'a@b.co', password: '123456' })).toEqual({});
  });

  it('rejects an invalid email and a short password with the SPEC §5 texts', () => {
    expect(validateLogin({ email: 'nope', password: '12345' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it('trims the email before checking it', () => {
    expect(isValidEmail('  a@b.co ')).toBe(true);
    expect(isValidEmail('a b@c.co')).toBe(false);
  });
});
