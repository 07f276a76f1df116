import { act } from 'react';
import { notifications } from '@mantine/notifications';

import { LoginForm } from '@/features/auth/components/login-form';
import { ENROLMENT_KEY } from '@/lib/mfa-enrolment';
import { makeUser, mockFetch, renderRoutes, screen, waitFor } from '@/testing/test-utils';

import { fill } from './form-helpers';

const startAuthentication = vi.hoisted(() => vi.fn());
vi.mock('@simplewebauthn/browser', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  startAuthentication,
}));

const routes = [
  { path: '/login', element: <LoginForm /> },
  { path: '/', element: <p>Staff home</p> },
  { path: '/client', element: <p>Client portal</p> },
  { path: '/security', element: <p>Security page</p> },
];

const CHALLENGE_MESSAGE =
  'Enter the code from your authenticator app, use a passkey, or enter a recovery code.';
const challenge = (methods: string[]) => ({
  body: { mfaRequired: true, mfaToken: 'mfa-1', methods, message: CHALLENGE_MESSAGE },
});

async function passwordStep(user: ReturnType<typeof renderRoutes>['user']) {
  await fill(user, 'Email', 'staff@example.com');
  await fill(user, 'Password', 'correct-horse-9');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

function bodyOf(fetchMock: ReturnType<typeof mockFetch>, path: string): unknown {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === path);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

// A toast (the recovery-code warning) outlives its test unless the store is emptied.
afterEach(() => act(() => notifications.clean()));

describe('the second sign-in step (guide: roles#two-factor-sign-in)', () => {
  it('asks for the authenticator code after the password, stores nothing until it is right, then goes home', async () => {
    const staff = makeUser();
    const fetchMock = mockFetch({
      'POST /api/auth/login': challenge(['totp', 'recovery']),
      'POST /api/auth/mfa/verify': (init) =>
        JSON.parse(String(init.body)).code === '123456'
          ? { body: { user: staff, token: 'jwt-2', message: 'Login successful' } }
          : {
              status: 400,
              body: { message: 'That code is not valid. Check your authenticator app and try again.' },
            },
    });
    const { user, router } = renderRoutes(routes, { route: '/login' });
    await passwordStep(user);

    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(
      screen.getByText('Enter the code from your authenticator app, or use one of your recovery codes.'),
    ).toBeInTheDocument();
    const field = screen.getByLabelText('Authentication code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();

    await user.type(field, '654321{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not valid. Check your authenticator app and try again.',
    );
    expect(localStorage.getItem('auth_token')).toBeNull();

    await user.clear(field);
    await user.type(field, '123 456{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('auth_token')).toBe('jwt-2');
    expect(bodyOf(fetchMock, '/api/auth/mfa/verify')).toEqual({ mfaToken: 'mfa-1', code: '654321' });
    const last = fetchMock.mock.calls.at(-1);
    expect(JSON.parse(String(last?.[1]?.body))).toEqual({ mfaToken: 'mfa-1', code: '123456' });
  });

  it('takes a recovery code instead and shows the throttle message of a 429', async () => {
    const message = 'Too many failed sign-in attempts. Try again in 15 minutes.';
    const fetchMock = mockFetch({
      'POST /api/auth/login': challenge(['totp', 'recovery']),
      'POST /api/auth/mfa/verify': { status: 429, body: { message }, headers: { 'Retry-After': '900' } },
    });
    const { user, router } = renderRoutes(routes, { route: '/login' });
    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/login');
    expect(bodyOf(fetchMock, '/api/auth/mfa/verify')).toEqual({ mfaToken: 'mfa-1', code: 'abcde-fghjk' });
  });

  it('after a recovery code, warns how many are left', async () => {
    const staff = makeUser();
    mockFetch({
      'POST /api/auth/login': challenge(['totp', 'recovery']),
      'POST /api/auth/mfa/verify': {
        body: { user: staff, token: 'jwt-3', message: 'Login successful', recoveryCodesLeft: 9 },
      },
    });
    const { user, router } = renderRoutes(routes, { route: '/login' });
    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Recovery code used')).toBeInTheDocument();
    expect(
      screen.getByText('9 recovery codes left. Make new ones on the Security page before they run out.'),
    ).toBeInTheDocument();
  });

  it("shows the server's words for a recovery code already used", async () => {
    const message =
      'That recovery code has already been used or is wrong. Each recovery code works once: try another one.';
    mockFetch({
      'POST /api/auth/login': challenge(['recovery']),
      'POST /api/auth/mfa/verify': { status: 400, body: { message } },
    });
    const { user } = renderRoutes(routes, { route: '/login' });
    await passwordStep(user);
    await user.type(await screen.findByLabelText('Recovery code'), 'abcde-fghjk{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(/authenticator app/)).not.toBeInTheDocument();
  });

  it('signs in with a passkey through the browser prompt', async () => {
    const client = makeUser({ role: 'client', company: 'Acme Ltd' });
    const options = { challenge: 'c1', rpId: 'localhost', allowCredentials: [] };
    const credential = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {} };
    startAuthentication.mockResolvedValue(credential);
    const fetchMock = mockFetch({
      'POST /api/auth/login': challenge(['webauthn', 'recovery']),
      'POST /api/auth/mfa/webauthn/login/begin': { body: { options } },
      'POST /api/auth/mfa/webauthn/login/finish': {
        body: { user: client, token: 'jwt-3', message: 'Login successful' },
      },
    });
    const { user, router } = renderRoutes(routes, { route: '/login' });
    await passwordStep(user);
    const passkey = await screen.findByRole('button', { name: 'Use a passkey' });
    expect(passkey).toHaveFocus();
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await user.click(passkey);

    await waitFor(() => expect(router.state.location.pathname).toBe('/client'));
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: options });
    expect(bodyOf(fetchMock, '/api/auth/mfa/webauthn/login/begin')).toEqual({ mfaToken: 'mfa-1' });
    expect(bodyOf(fetchMock, '/api/auth/mfa/webauthn/login/finish')).toEqual({
      mfaToken: 'mfa-1',
      credential,
    });
    expect(localStorage.getItem('auth_token')).toBe('jwt-3');
  });

  it('says what happened when the passkey prompt is closed', async () => {
    startAuthentication.mockRejectedValue(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    mockFetch({
      'POST /api/auth/login': challenge(['totp', 'webauthn', 'recovery']),
      'POST /api/auth/mfa/webauthn/login/begin': { body: { options: { challenge: 'c1' } } },
    });
    const { user } = renderRoutes(routes, { route: '/login' });
    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The passkey prompt was closed or timed out. Try again, or use another method.',
    );
  });

  it('goes back to the password step', async () => {
    mockFetch({ 'POST /api/auth/login': challenge(['totp', 'recovery']) });
    const { user } = renderRoutes(routes, { route: '/login' });
    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('sends an enrolment session to the Security page and remembers it', async () => {
    const staff = makeUser();
    mockFetch({
      'POST /api/auth/login': {
        body: { user: staff, token: 'jwt-4', message: 'Login successful', mfaEnrolmentRequired: true },
      },
    });
    const { user, router } = renderRoutes(routes, { route: '/login' });
    await passwordStep(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/security'));
    expect(localStorage.getItem(ENROLMENT_KEY)).toBe('1');
  });
});
