import { routes } from '@/app/router';
import { authKeys } from '@/data/query-keys';
import { makeUser, mockFetch, renderRoutes, screen, signIn, waitFor, within } from '@/testing/test-utils';

describe('app routes', () => {
  it('shows the login form to an anonymous visitor of /login, asking only whether setup is done', async () => {
    const fetchMock = mockFetch({});
    renderRoutes(routes, { route: '/login' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    // No current-user call without a token (guide: workflow); the setup status decides the first-run link.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/auth/setup-status']);
  });

  it('shows the login screen at / when logged out', async () => {
    mockFetch({});
    renderRoutes(routes, { route: '/' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path', async () => {
    mockFetch({});
    renderRoutes(routes, { route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('shows the loading screen while the stored token is checked', async () => {
    signIn(makeUser());
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderRoutes(routes, { route: '/dashboard' });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('sends a client opening /dashboard to /client', async () => {
    const client = makeUser({ role: 'client', firstName: 'Cleo', lastName: 'Client', company: 'Acme Ltd' });
    signIn(client);
    mockFetch({
      'GET /api/auth/user': { body: client },
      'GET /api/my-permissions': { body: [] },
      'GET /api/cases': { body: [] },
      'GET /api/stats': { body: { total: 0, needInstructions: 0, onHold: 0, inProduction: 0, completed: 0 } },
    });
    const { router } = renderRoutes(routes, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Your Cases (0)' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/client');
    expect(screen.getByText('Cleo Client')).toBeInTheDocument();
  });

  it('sends a non-admin opening /admin to /dashboard', async () => {
    const staff = makeUser();
    signIn(staff);
    mockFetch({ 'GET /api/auth/user': { body: staff }, 'GET /api/my-permissions': { body: [] } });
    const { router } = renderRoutes(routes, { route: '/admin' });
    expect(
      await screen.findByRole('heading', { name: 'Case Management' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('opens Settings > Integrations from the Settings page for an admin', async () => {
    const admin = makeUser({ role: 'admin' });
    signIn(admin);
    mockFetch({
      'GET /api/auth/user': { body: admin },
      'GET /api/my-permissions': { status: 500, body: 'x' },
      'GET /api/companies': { body: [] },
      'GET /api/settings/turnaround': { body: { defaultTargetDays: 10, companies: {} } },
      'GET /api/api-tokens': { body: { data: [] } },
      'GET /api/webhooks': { body: { data: [] } },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, router } = renderRoutes(routes, { route: '/settings' });
    const sections = await screen.findByRole('navigation', { name: 'Settings sections' }, { timeout: 8000 });
    await user.click(within(sections).getByRole('link', { name: 'Integrations' }));
    expect(
      await screen.findByRole('heading', { name: 'Integrations', level: 1 }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/integrations');
    expect(await screen.findByText('No API tokens yet.')).toBeInTheDocument();
    expect(screen.getByText('No webhooks yet.')).toBeInTheDocument();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('clears the stored session when the current-user call answers 401', async () => {
    signIn(makeUser());
    mockFetch({ 'GET /api/auth/user': { status: 401, body: { message: 'Unauthorized' } } });
    renderRoutes(routes, { route: '/' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('signs in, stores the session and lands a staff user on the dashboard', async () => {
    const staff = makeUser();
    const fetchMock = mockFetch({
      'POST /api/auth/login': { body: { user: staff, token: 'jwt-1', message: 'Login successful' } },
      'GET /api/auth/user': { body: staff },
      'GET /api/my-permissions': { body: [] },
    });
    const { user, router } = renderRoutes(routes, { route: '/login' });
    await user.type(await screen.findByLabelText('Email'), 'staff@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Case Management' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('auth_token')).toBe('jwt-1');
    expect(JSON.parse(localStorage.getItem('user')!).email).toBe('staff@example.com');
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/login')!;
    expect(JSON.parse(String(init!.body))).toEqual({ email: 'staff@example.com', password: 'secret123' });
  });

  it('shows the validation texts and does not call the server for bad input', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderRoutes(routes, { route: '/login' });
    await user.type(await screen.findByLabelText('Email'), 'nope');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/login')).toHaveLength(0);
  });

  it('shows the server message when login fails', async () => {
    mockFetch({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } } });
    const { user } = renderRoutes(routes, { route: '/login' });
    await user.type(await screen.findByLabelText('Email'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('logs out: calls the server, clears storage and cache, goes to /login', async () => {
    const staff = makeUser();
    signIn(staff);
    const fetchMock = mockFetch({
      'GET /api/auth/user': { body: staff },
      'GET /api/my-permissions': { body: [] },
      'POST /api/auth/logout': { status: 204 },
    });
    const { user, router, queryClient } = renderRoutes(routes, { route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(queryClient.getQueryData(authKeys.user())).toBeUndefined();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === '/api/auth/logout' && init?.method === 'POST',
      ),
    ).toBe(true);
  });
});
