import { routes } from '@/app/router';
import { makeUser, mockFetch, renderRoutes, screen, signIn, waitFor } from '@/testing/test-utils';

const signedIn = (role: 'admin' | 'staff' | 'client') => {
  const user = makeUser({ role, firstName: 'Ada', lastName: 'Admin' });
  signIn(user);
  mockFetch({ 'GET /api/auth/user': { body: user }, 'GET /api/my-permissions': { body: [] } });
};

describe('the sign-in screens in the routes table', () => {
  it('shows the landing page with the static sign-in card at /landing', async () => {
    mockFetch({});
    renderRoutes(routes, { route: '/landing' });
    // By name: while the screen's code loads, the loading screen's h1 ("Loading...") is the page's heading.
    expect(
      await screen.findByRole('heading', { level: 1, name: /professional case management system/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeDisabled();
  });

  it('shows the setup form at /setup', async () => {
    mockFetch({});
    renderRoutes(routes, { route: '/setup' });
    expect(await screen.findByRole('heading', { name: 'Initial Setup' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Confirm Password')).toBeInTheDocument();
  });

  it('shows the new-password form for a recovery link', async () => {
    mockFetch({});
    renderRoutes(routes, { route: '/reset-password#access_token=t&type=recovery' });
    expect(await screen.findByLabelText('Confirm New Password')).toBeInTheDocument();
  });

  it('shows the 404 page with a way home for an unknown path', async () => {
    mockFetch({});
    const { user, router } = renderRoutes(routes, { route: '/nowhere' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the create-user form to an admin at /admin', async () => {
    signedIn('admin');
    renderRoutes(routes, { route: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Create User' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Create user' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows the login screen at /admin when logged out', async () => {
    mockFetch({});
    renderRoutes(routes, { route: '/admin' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('redirects a signed-in client opening /login to /client', async () => {
    signedIn('client');
    const { router } = renderRoutes(routes, { route: '/login' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/client'));
  });
});
