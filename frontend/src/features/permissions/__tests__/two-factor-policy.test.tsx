import { TwoFactorPolicy } from '@/features/permissions/components/two-factor-policy';
import {
  configure,
  makeUser,
  mockFetch,
  renderWithProviders,
  screen,
  signIn,
  waitFor,
} from '@/testing/test-utils';
import type { User } from '@/types/api';

configure({ asyncUtilTimeout: 5000 });

const policy = { admin: false, manager: false, staff: false, client: false };

function setUp(viewer: User) {
  signIn(viewer);
  let saved = policy;
  return mockFetch({
    'GET /api/auth/user': { body: viewer },
    'GET /api/my-permissions': { body: [] },
    'GET /api/auth/mfa-policy': () => ({ body: saved }),
    'PUT /api/auth/mfa-policy': (init) => {
      saved = { ...saved, ...JSON.parse(String(init.body)) };
      return { body: saved };
    },
  });
}

describe('TwoFactorPolicy (guide: roles#two-factor-sign-in)', () => {
  it('lets an admin require two-factor sign-in for a role, from the keyboard', async () => {
    const fetchMock = setUp(makeUser({ role: 'admin' }));
    const { user } = renderWithProviders(<TwoFactorPolicy />);
    const staffSwitch = await screen.findByRole('switch', { name: 'Staff: require two-factor sign-in' });
    for (const role of ['Admin', 'Manager', 'Client']) {
      expect(screen.getByRole('switch', { name: `${role}: require two-factor sign-in` })).not.toBeChecked();
    }
    await waitFor(() => expect(staffSwitch).toBeEnabled());
    staffSwitch.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Staff: two-factor sign-in required')).toBeInTheDocument();
    await waitFor(() => expect(staffSwitch).toBeChecked());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ staff: true });
  });

  it('shows the policy read-only to someone who may not edit the matrix', async () => {
    const fetchMock = setUp(makeUser({ role: 'manager' }));
    renderWithProviders(<TwoFactorPolicy />);
    const staffSwitch = await screen.findByRole('switch', { name: 'Staff: require two-factor sign-in' });
    await waitFor(() =>
      expect(screen.getByText("You don't have permission to modify role permissions")).toBeInTheDocument(),
    );
    expect(staffSwitch).toBeDisabled();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
