import { LoginForm } from '@/features/auth/components/login-form';
import { makeUser, mockFetch, renderRoutes, screen, signIn, waitFor } from '@/testing/test-utils';

import { advance, fill, useTickingFakeTimers } from './form-helpers';

const routes = [
  { path: '/login', element: <LoginForm /> },
  { path: '/', element: <p>Staff home</p> },
  { path: '/client', element: <p>Client portal</p> },
  { path: '/reset-password', element: <p>Reset page</p> },
  { path: '/setup', element: <p>Setup page</p> },
];

async function fillAndSubmit(user: ReturnType<typeof renderRoutes>['user'], email: string, password: string) {
  await fill(user, 'Email', email);
  await fill(user, 'Password', password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

/** The sign-in request (the form also asks GET /api/auth/setup-status). */
function loginCall(fetchMock: ReturnType<typeof mockFetch>) {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/login');
  if (!call) throw new Error('no sign-in request');
  return call;
}

describe('LoginForm', () => {
  it('shows the guide: labels#validation texts and sends nothing when the form is invalid', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderRoutes(routes, { route: '/login' });
    await fillAndSubmit(user, 'not-an-email', '12345');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/login')).toHaveLength(0);
  });

  it('sends the first visitor of an empty database from / to /setup', async () => {
    mockFetch({ 'GET /api/auth/setup-status': { body: { adminExists: false } } });
    const firstVisitRoutes = [
      { path: '/', element: <LoginForm /> },
      { path: '/setup', element: <p>Setup page</p> },
    ];
    const { router } = renderRoutes(firstVisitRoutes, { route: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup'));
  });

  it('keeps the sign-in form on /login even while no admin exists', async () => {
    mockFetch({ 'GET /api/auth/setup-status': { body: { adminExists: false } } });
    const { router } = renderRoutes(routes, { route: '/login' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the server's message when sign-in fails", async () => {
    mockFetch({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } } });
    const { user, router } = renderRoutes(routes, { route: '/login' });
    await fillAndSubmit(user, 'staff@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('says "Sign in failed" once: the alert is not also named after its heading', async () => {
    mockFetch({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } } });
    const { user } = renderRoutes(routes, { route: '/login' });
    await fillAndSubmit(user, 'staff@example.com', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign in failedInvalid email or password');
    expect(alert).toHaveAccessibleName('');
    expect(screen.getAllByText('Sign in failed')).toHaveLength(1);
  });

  it('shows the throttle message of a 429 and stays on the form', async () => {
    const message = 'Too many failed sign-in attempts. Try again in 15 minutes.';
    mockFetch({ 'POST /api/auth/login': { status: 429, body: { message } } });
    const { user, router } = renderRoutes(routes, { route: '/login' });
    await fillAndSubmit(user, 'staff@example.com', 'secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says when a valid form is sent, before the server answers, so the next screen can start loading', async () => {
    const order: string[] = [];
    const fetchMock = mockFetch({});
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      order.push(`fetch ${String(input)}`);
      return new Response(JSON.stringify({ message: 'Invalid credentials' }), { status: 401 });
    });
    const onSigningIn = vi.fn(() => order.push('signing in'));
    const { user } = renderRoutes([{ path: '/login', element: <LoginForm onSigningIn={onSigningIn} /> }], {
      route: '/login',
    });
    await fillAndSubmit(user, 'not-an-email', 'secret123');
    expect(onSigningIn).not.toHaveBeenCalled(); // an invalid form goes nowhere

    await fill(user, 'Email', 'staff@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(order).toContain('fetch /api/auth/login'));
    expect(onSigningIn).toHaveBeenCalledTimes(1);
    expect(order.indexOf('signing in')).toBeLessThan(order.indexOf('fetch /api/auth/login'));
  });

  it('falls back to "Login failed" when the server gives no message', async () => {
    mockFetch({ 'POST /api/auth/login': { status: 502, body: '<html>Bad gateway</html>' } });
    const { user } = renderRoutes(routes, { route: '/login' });
    await fillAndSubmit(user, 'staff@example.com', 'secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('stores the user and token, and sends a client to /client', async () => {
    const client = makeUser({ role: 'client', email: 'cleo@acme.test' });
    const fetchMock = mockFetch({
      'POST /api/auth/login': { body: { user: client, token: 'jwt-client', message: 'Login successful' } },
    });
    const { user, router } = renderRoutes(routes, { route: '/login' });
    await fillAndSubmit(user, ' cleo@acme.test ', 'secret123');
    expect(await screen.findByText('Client portal')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/client');
    expect(localStorage.getItem('auth_token')).toBe('jwt-client');
    expect(JSON.parse(localStorage.getItem('user')!).email).toBe('cleo@acme.test');
    const [, init] = loginCall(fetchMock);
    expect(JSON.parse(String(init!.body))).toEqual({ email: 'cleo@acme.test', password: 'secret123' });
  });

  it('sends a staff user to / and does not send a stale stored token with the sign-in', async () => {
    signIn(makeUser(), 'stale-token');
    const staff = makeUser({ role: 'staff' });
    const fetchMock = mockFetch({
      'POST /api/auth/login': { body: { user: staff, token: 'jwt-staff', message: 'Login successful' } },
    });
    const { user, router } = renderRoutes(routes, { route: '/login' });
    await fillAndSubmit(user, 'staff@example.com', 'secret123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [, init] = loginCall(fetchMock);
    expect(new Headers(init!.headers).get('Authorization')).toBeNull();
    expect(localStorage.getItem('auth_token')).toBe('jwt-staff');
  });

  it('waits 100 ms after a successful sign-in before redirecting', async () => {
    const user = useTickingFakeTimers();
    try {
      const staff = makeUser();
      mockFetch({
        'POST /api/auth/login': { body: { user: staff, token: 'jwt', message: 'Login successful' } },
      });
      const { router } = renderRoutes(routes, { route: '/login' });
      await fillAndSubmit(user, 'staff@example.com', 'secret123');
      await waitFor(() => expect(localStorage.getItem('auth_token')).toBe('jwt'));
      expect(router.state.location.pathname).toBe('/login');
      await advance(100);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('links to the password reset, and to the first-run setup only while no admin exists', async () => {
    mockFetch({ 'GET /api/auth/setup-status': { body: { adminExists: false } } });
    const { user, router } = renderRoutes(routes, { route: '/login' });
    expect(await screen.findByRole('link', { name: 'Create the administrator account' })).toHaveAttribute(
      'href',
      '/setup',
    );
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('stops offering "Create the administrator account" once an administrator exists', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/setup-status': { body: { adminExists: true } } });
    renderRoutes(routes, { route: '/login' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create the administrator account' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Setting up Casebook for the first time/)).not.toBeInTheDocument();
  });
});
