import { routes } from '@/app/router';
import { configure, makeUser, mockFetch, renderRoutes, screen, signIn, waitFor } from '@/testing/test-utils';

configure({ asyncUtilTimeout: 5000 });

const REFUSAL = {
  status: 403,
  body: { message: 'Set up two-factor sign-in to continue.', code: 'mfa_enrolment_required' },
};
const status = { totp: false, passkeys: [], recoveryCodesLeft: 0, required: true, enrolled: false };

describe('enrolment sessions through the real routes (guide: roles#two-factor-sign-in)', () => {
  it('lands a sign-in that may only enrol on the Security page', async () => {
    const staff = makeUser();
    mockFetch({
      'POST /api/auth/login': {
        body: { user: staff, token: 'jwt-1', message: 'Login successful', mfaEnrolmentRequired: true },
      },
      'GET /api/auth/user': { body: staff },
      'GET /api/auth/mfa': { body: status },
    });
    const { user, router } = renderRoutes(routes, { route: '/login' });
    await user.type(await screen.findByLabelText('Email'), 'staff@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse-9{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/security'));
    expect(await screen.findByText('Set up two-factor sign-in to continue')).toBeInTheDocument();

    await router.navigate('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/security'));
  });

  it('sends a session the server refuses as enrolment-only to the Security page', async () => {
    const staff = makeUser();
    signIn(staff);
    mockFetch({
      'GET /api/auth/user': { body: staff },
      'GET /api/my-permissions': REFUSAL,
      'GET /api/cases': REFUSAL,
      'GET /api/cases/stats': REFUSAL,
      'GET /api/auth/mfa': { body: status },
    });
    const { router } = renderRoutes(routes, { route: '/duplicates' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/security'));
    expect(await screen.findByRole('heading', { name: 'Security', level: 1 })).toBeInTheDocument();
  });
});
