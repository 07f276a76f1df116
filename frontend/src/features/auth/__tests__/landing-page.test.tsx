import { LandingPage } from '@/features/auth/components/landing-page';
import { mockFetch, renderRoutes, screen } from '@/testing/test-utils';

const routes = [
  { path: '/landing', element: <LandingPage /> },
  { path: '/login', element: <p>Login page</p> },
  { path: '/reset-password', element: <p>Reset page</p> },
];

describe('LandingPage and its static sign-in card', () => {
  it('describes the product and shows the static card with its fields disabled', () => {
    const fetchMock = mockFetch({});
    renderRoutes(routes, { route: '/landing' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'professional case management system',
    );
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the browser to /login from the Sign In button', async () => {
    mockFetch({});
    const { user, router } = renderRoutes(routes, { route: '/landing' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('Login page')).toBeInTheDocument();
  });
});
