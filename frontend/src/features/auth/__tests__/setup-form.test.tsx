import { SetupForm } from '@/features/auth/components/setup-form';
import { makeUser, mockFetch, renderRoutes, screen, signIn, waitFor } from '@/testing/test-utils';

import { advance, fill, useTickingFakeTimers } from './form-helpers';

const routes = [
  { path: '/setup', element: <SetupForm /> },
  { path: '/login', element: <p>Login page</p> },
];

type User = ReturnType<typeof renderRoutes>['user'];

async function fillSetup(user: User, values: Partial<Record<string, string>> = {}) {
  // The form shows once GET /api/auth/setup-status has answered (here: not found, so the form stays).
  await screen.findByLabelText('First Name');
  const all = {
    'First Name': 'Ada',
    'Last Name': 'Admin',
    Email: 'ada@example.com',
    Password: 'secret1',
    'Confirm Password': 'secret1',
    ...values,
  };
  for (const [label, text] of Object.entries(all)) await fill(user, label, text ?? '');
  await user.click(screen.getByRole('button', { name: 'Create Admin Account' }));
}

describe('SetupForm', () => {
  it('shows every guide: labels#validation text and sends nothing when the form is invalid', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderRoutes(routes, { route: '/setup' });
    await fillSetup(user, {
      'First Name': '',
      'Last Name': '',
      Email: 'ada',
      Password: '123',
      'Confirm Password': '321',
    });
    for (const text of [
      'Please enter a valid email address',
      'Password must be at least 6 characters',
      "Passwords don't match",
      'First name is required',
      'Last name is required',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(fetchMock.mock.calls.filter(([u]) => String(u) === '/api/auth/create-user')).toHaveLength(0);
  });

  it('creates the admin without a token, shows the success and goes to /login after 3 s', async () => {
    const user = useTickingFakeTimers();
    try {
      signIn(makeUser(), 'someone-elses-token');
      const fetchMock = mockFetch({
        'POST /api/auth/create-user': {
          status: 201,
          body: { message: 'Administrator account created successfully. You can now sign in.' },
        },
      });
      const { router } = renderRoutes(routes, { route: '/setup' });
      await fillSetup(user, { Email: ' ada@example.com ', 'First Name': ' Ada ' });

      expect(await screen.findByRole('status')).toHaveTextContent(
        'Administrator account created successfully. You can now sign in.',
      );
      const [url, init] = fetchMock.mock.calls.find(([u]) => String(u) === '/api/auth/create-user')!;
      expect(String(url)).toBe('/api/auth/create-user');
      expect(new Headers(init!.headers).get('Authorization')).toBeNull();
      expect(JSON.parse(String(init!.body))).toEqual({
        email: 'ada@example.com',
        password: 'secret1',
        firstName: 'Ada',
        lastName: 'Admin',
        role: 'admin',
      });

      await advance(2900);
      expect(router.state.location.pathname).toBe('/setup');
      await advance(100);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's 403 message when an admin already exists", async () => {
    mockFetch({
      'POST /api/auth/create-user': {
        status: 403,
        body: { message: 'An administrator already exists. Ask an administrator to create your account.' },
      },
    });
    const { user, router } = renderRoutes(routes, { route: '/setup' });
    await fillSetup(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An administrator already exists. Ask an administrator to create your account.',
    );
    expect(router.state.location.pathname).toBe('/setup');
  });

  it('says at once that setup is done when an administrator exists, with the way to sign in', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/setup-status': { body: { adminExists: true } } });
    const { user, router } = renderRoutes(routes, { route: '/setup' });

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Setup is complete');
    expect(done).toHaveTextContent('An administrator account already exists.');
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Admin Account' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Sign In' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual(['/api/auth/setup-status']);
  });

  it('falls back to "Failed to create admin user" and puts field errors on their fields', async () => {
    mockFetch({
      'POST /api/auth/create-user': {
        status: 400,
        body: {
          message: 'A user with this email already exists',
          errors: { email: ['A user with this email already exists'] },
        },
      },
    });
    const { user } = renderRoutes(routes, { route: '/setup' });
    await fillSetup(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('A user with this email already exists');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'A user with this email already exists',
    );

    mockFetch({ 'POST /api/auth/create-user': { status: 500, body: '' } });
    await user.click(screen.getByRole('button', { name: 'Create Admin Account' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to create admin user'));
  });
});
