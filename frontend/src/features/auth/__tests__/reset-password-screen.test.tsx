import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';
import { act, makeUser, mockFetch, renderRoutes, screen, signIn, waitFor } from '@/testing/test-utils';

import { advance, fill, useTickingFakeTimers } from './form-helpers';

const routes = [
  { path: '/reset-password', element: <ResetPasswordScreen /> },
  { path: '/login', element: <p>Login page</p> },
];
const LINK = '/reset-password#access_token=reset-token-1&type=recovery';

type User = ReturnType<typeof renderRoutes>['user'];

async function submitPasswords(user: User, password: string, confirmPassword: string) {
  await fill(user, 'New Password', password);
  await fill(user, 'Confirm New Password', confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('ResetPasswordScreen with a token in the link', () => {
  it('checks both fields before calling the server', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderRoutes(routes, { route: LINK });
    await submitPasswords(user, '123', '123');
    expect(screen.getAllByText('Password must be at least 6 characters')).toHaveLength(2);
    await submitPasswords(user, '456', '789');
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the reset token (not the stored session) as bearer and goes to /login 3 s after success', async () => {
    const user = useTickingFakeTimers();
    try {
      signIn(makeUser(), 'session-token');
      const fetchMock = mockFetch({
        'POST /api/auth/update-password': { body: { message: 'Password updated successfully' } },
      });
      const { router } = renderRoutes(routes, { route: LINK });
      await submitPasswords(user, 'new-secret', 'new-secret');

      expect(await screen.findByRole('status')).toHaveTextContent('Your password has been updated');
      const [url, init] = fetchMock.mock.calls[0];
      expect(String(url)).toBe('/api/auth/update-password');
      expect(new Headers(init!.headers).get('Authorization')).toBe('Bearer reset-token-1');
      expect(JSON.parse(String(init!.body))).toEqual({ password: 'new-secret' });

      await advance(2900);
      expect(router.state.location.pathname).toBe('/reset-password');
      await advance(100);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('removes the token from the address once read', async () => {
    mockFetch({});
    const { router } = renderRoutes(routes, { route: LINK });
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(screen.getByLabelText('New Password')).toBeInTheDocument();
  });

  it('calls a 401 an invalid link and offers to request a new one', async () => {
    mockFetch({
      'POST /api/auth/update-password': {
        status: 401,
        body: { message: 'Invalid password reset link. Please request a new password reset.' },
      },
    });
    const { user } = renderRoutes(routes, { route: LINK });
    await submitPasswords(user, 'new-secret', 'new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid password reset link. Please request a new password reset.',
    );
    await user.click(screen.getByRole('button', { name: 'Request a new reset link' }));
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
  });

  it('shows "Failed to update password" for any other failure', async () => {
    mockFetch({ 'POST /api/auth/update-password': { status: 500, body: 'Server Error' } });
    const { user } = renderRoutes(routes, { route: LINK });
    await submitPasswords(user, 'new-secret', 'new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to update password$/);
  });
});

describe('ResetPasswordScreen without a token', () => {
  it('says there is no valid token and sends a reset request for an email', async () => {
    signIn(makeUser(), 'session-token');
    const fetchMock = mockFetch({
      'POST /api/auth/request-password-reset': {
        body: { message: 'If an account exists for that email, we have sent a link to reset the password.' },
      },
    });
    const { user } = renderRoutes(routes, { route: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No valid reset token found. Please request a new password reset.',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();

    await fill(user, 'Email', 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await fill(user, 'Email', '@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "If an account exists for that email, we've sent a reset link.",
    );
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('/api/auth/request-password-reset');
    expect(JSON.parse(String(init!.body))).toEqual({ email: 'nobody@example.com' });
    expect(new Headers(init!.headers).get('Authorization')).toBeNull();
  });

  it('picks up a reset link opened later in the same tab', async () => {
    mockFetch({});
    const { router } = renderRoutes(routes, { route: '/reset-password' });
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    await act(() => router.navigate('/reset-password#access_token=later&type=recovery'));
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
  });

  it('treats a link of another type as no token', () => {
    mockFetch({});
    renderRoutes(routes, { route: '/reset-password#access_token=abc&type=signup' });
    expect(screen.getByRole('alert')).toHaveTextContent('No valid reset token found.');
  });

  it("shows the server's message when the request fails", async () => {
    mockFetch({
      'POST /api/auth/request-password-reset': { status: 429, body: { message: 'Too many requests.' } },
    });
    const { user } = renderRoutes(routes, { route: '/reset-password' });
    await fill(user, 'Email', 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(screen.getAllByRole('alert')[1]).toHaveTextContent('Too many requests.'));
  });
});
