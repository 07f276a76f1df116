import {
  createUserPayload,
  hasErrors,
  homePathFor,
  isValidEmail,
  recoveryTokenFrom,
  serverFieldErrors,
  updatePasswordErrorMessage,
  validateCreateUser,
  validateLogin,
  validateResetPassword,
  validateSetup,
} from '@/features/auth/rules';
import { ApiError } from '@/lib/api-client';

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

  it('rejects an invalid email and a short password with the guide: labels#validation texts', () => {
    expect(validateLogin({ email: 'nope', password: '12345' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it('trims the email before checking it', () => {
    expect(isValidEmail('  a@b.co ')).toBe(true);
    expect(isValidEmail('a b@c.co')).toBe(false);
    expect(isValidEmail('a@b')).toBe(false);
  });
});

describe('validateSetup', () => {
  const valid = {
    email: 'admin@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
    firstName: 'Ada',
    lastName: 'Admin',
  };

  it('accepts a complete form', () => {
    expect(validateSetup(valid)).toEqual({});
  });

  it('names every failing field with the guide: labels#validation texts', () => {
    expect(
      validateSetup({
        email: 'x',
        password: '12345',
        confirmPassword: '54321',
        firstName: ' ',
        lastName: '',
      }),
    ).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      confirmPassword: "Passwords don't match",
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('requires the confirmation to match exactly', () => {
    expect(validateSetup({ ...valid, confirmPassword: 'secret1 ' })).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });
});

describe('validateResetPassword', () => {
  it('accepts two equal passwords of at least six characters', () => {
    expect(validateResetPassword({ password: 'abcdef', confirmPassword: 'abcdef' })).toEqual({});
  });

  it('wants both fields at least six characters long', () => {
    expect(validateResetPassword({ password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Password must be at least 6 characters',
    });
  });

  it('wants them to match', () => {
    expect(validateResetPassword({ password: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });
});

describe('validateCreateUser', () => {
  const valid = {
    email: 'new@example.com',
    password: 'secret1',
    role: 'client',
    firstName: '',
    lastName: '',
    company: '',
  };

  it('accepts staff, client and admin with the optional fields empty', () => {
    for (const role of ['staff', 'client', 'admin'])
      expect(validateCreateUser({ ...valid, role })).toEqual({});
  });

  it('rejects an invalid email, a short password and any other role', () => {
    expect(validateCreateUser({ ...valid, email: 'new', password: '1', role: 'manager' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      role: 'Role must be one of staff, client, admin',
    });
  });

  it('trims the payload and leaves blank optional fields out', () => {
    expect(
      createUserPayload({
        ...valid,
        email: ' new@example.com ',
        firstName: ' Cleo ',
        lastName: ' ',
        company: 'Acme Ltd ',
      }),
    ).toEqual({
      email: 'new@example.com',
      password: 'secret1',
      role: 'client',
      firstName: 'Cleo',
      lastName: undefined,
      company: 'Acme Ltd',
    });
  });
});

describe('hasErrors', () => {
  it('is true only when some field has a message', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: undefined })).toBe(false);
    expect(hasErrors({ email: 'Please enter a valid email address' })).toBe(true);
  });
});

describe('recoveryTokenFrom', () => {
  it('reads access_token from a recovery link fragment', () => {
    expect(recoveryTokenFrom('#access_token=abc-123_x&type=recovery')).toBe('abc-123_x');
  });

  it('accepts a token without a type', () => {
    expect(recoveryTokenFrom('#access_token=abc')).toBe('abc');
  });

  it('has no token for an empty fragment, an empty token or another link type', () => {
    expect(recoveryTokenFrom('')).toBeNull();
    expect(recoveryTokenFrom('#access_token=&type=recovery')).toBeNull();
    expect(recoveryTokenFrom('#access_token=abc&type=signup')).toBeNull();
    expect(recoveryTokenFrom('#type=recovery')).toBeNull();
  });
});

describe('updatePasswordErrorMessage', () => {
  it('calls a 401 an invalid link and anything else a failed update (guide: labels#errors)', () => {
    expect(updatePasswordErrorMessage(new ApiError(401, '{"message":"Unauthorized"}'))).toBe(
      'Invalid password reset link. Please request a new password reset.',
    );
    expect(updatePasswordErrorMessage(new ApiError(500, 'Server Error'))).toBe('Failed to update password');
    expect(updatePasswordErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to update password');
  });
});

describe('serverFieldErrors', () => {
  const body = JSON.stringify({
    message: 'A user with this email already exists',
    errors: { email: ['A user with this email already exists', 'second'], other: ['ignored'] },
  });

  it('takes the first message of each known field of a 400 body', () => {
    expect(serverFieldErrors(new ApiError(400, body), ['email', 'password'])).toEqual({
      email: 'A user with this email already exists',
    });
  });

  it('is empty for other statuses and for bodies that are not JSON', () => {
    expect(serverFieldErrors(new ApiError(403, body), ['email'])).toEqual({});
    expect(serverFieldErrors(new ApiError(400, 'Bad Request'), ['email'])).toEqual({});
    expect(serverFieldErrors(new Error('boom'), ['email'])).toEqual({});
  });
});
