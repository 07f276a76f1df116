import { PermissionsPage } from '@/features/permissions/components/permissions-page';
import { grantedPermissions, PERMISSIONS } from '@/lib/permissions';
import {
  configure,
  makeUser,
  mockFetch,
  renderWithProviders,
  screen,
  signIn,
  waitFor,
  within,
} from '@/testing/test-utils';
import { ROLES, type RolePermission, type User } from '@/types/api';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({
  id: 1,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'admin',
});
const manager = makeUser({
  id: 2,
  email: 'max@example.com',
  firstName: 'Max',
  lastName: 'Manager',
  role: 'manager',
});
const staff = makeUser({
  id: 3,
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Staff',
  role: 'staff',
});

function serverMatrix(): RolePermission[] {
  return ROLES.flatMap((role) => {
    const granted = grantedPermissions(role);
    return PERMISSIONS.map((permission) => ({ role, permission, granted: granted.has(permission) }));
  });
}

function setup(viewer: User, extra: Parameters<typeof mockFetch>[0] = {}) {
  signIn(viewer);
  let matrix = serverMatrix();
  const mine = () => matrix.filter((item) => item.role === viewer.role && item.granted);
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: viewer },
    'GET /api/my-permissions': () => ({ body: mine() }),
    'GET /api/role-permissions': () => ({ body: matrix }),
    'PUT /api/role-permissions': (init) => {
      const change = JSON.parse(String(init.body)) as RolePermission;
      matrix = matrix.map((item) =>
        item.role === change.role && item.permission === change.permission ? change : item,
      );
      return { body: change };
    },
    'GET /api/users': { body: [admin, manager, staff] },
    'GET /api/auth/mfa-policy': { body: { admin: false, manager: false, staff: false, client: false } },
    ...extra,
  });
  return { fetchMock, ...renderWithProviders(<PermissionsPage />, { route: '/permissions' }) };
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);

describe('PermissionsPage', { timeout: 30_000 }, () => {
  it('shows role cards with their permission counts and the matrix of switches', async () => {
    setup(admin);

    const managerCard = await screen.findByLabelText('Manager role');
    expect(managerCard).toHaveTextContent('Manage cases, upload data and oversee the team');
    expect(managerCard).toHaveTextContent('13 permissions granted');
    expect(screen.getByLabelText('Admin role')).toHaveTextContent('24 permissions granted');
    expect(screen.getByLabelText('Staff role')).toHaveTextContent('1 permission granted');

    const matrix = screen.getByRole('table', { name: 'Permission matrix' });
    // Three roles get a switch for each of the 25 permissions; the client role only for its own cases.
    expect(within(matrix).getAllByRole('switch')).toHaveLength(25 * 3 + 1);
    expect(within(matrix).getByRole('switch', { name: 'Manager: Upload CSV files' })).toBeChecked();
    expect(within(matrix).getByRole('switch', { name: 'Staff: Upload CSV files' })).not.toBeChecked();
    expect(within(matrix).getByRole('switch', { name: "Client: View own company's cases" })).toBeChecked();
  });

  it('offers the client role no switch that cannot apply to clients, and says why', async () => {
    setup(admin);
    const matrix = await screen.findByRole('table', { name: 'Permission matrix' });

    for (const name of ['Upload CSV files', 'Edit cases', 'View all cases', 'Batch delete cases'])
      expect(within(matrix).queryByRole('switch', { name: `Client: ${name}` })).not.toBeInTheDocument();
    expect(within(matrix).getByTestId('na-client-upload_csv')).toHaveTextContent(
      'N/A (not applicable to clients)',
    );
    expect(within(matrix).getAllByText('N/A')).toHaveLength(24);
    expect(
      screen.getByText(/clients change nothing and see only their own company's cases/),
    ).toBeInTheDocument();
  });

  it('lets an admin revoke a permission, sends it at once and re-reads the matrix', async () => {
    const { user, fetchMock } = setup(admin);
    const toggle = await screen.findByRole('switch', { name: 'Manager: View users' });

    await user.click(toggle);

    expect(await screen.findByText('Manager: View users revoked')).toBeInTheDocument();
    expect(
      calls(fetchMock, 'PUT', '/api/role-permissions').map(([, init]) => JSON.parse(String(init!.body))),
    ).toEqual([{ role: 'manager', permission: 'view_users', granted: false }]);
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/role-permissions')).toHaveLength(2));
    expect(screen.getByRole('switch', { name: 'Manager: View users' })).not.toBeChecked();
    expect(screen.getByLabelText('Manager role')).toHaveTextContent('12 permissions granted');
  });

  it('puts the switch back and toasts the failure when the server refuses', async () => {
    const { user } = setup(admin, { 'PUT /api/role-permissions': { status: 500, body: '' } });
    const toggle = await screen.findByRole('switch', { name: 'Staff: Export data' });

    await user.click(toggle);

    expect(await screen.findByText('Failed to update permission')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Staff: Export data' })).not.toBeChecked());
  });

  it('shows a manager the matrix read-only: Yes and No, no switches, nothing sent', async () => {
    const { fetchMock } = setup(manager);
    const matrix = await screen.findByRole('table', { name: 'Permission matrix' });

    expect(screen.getByText('Read-only')).toBeInTheDocument();
    expect(within(matrix).queryAllByRole('switch')).toHaveLength(0);
    expect(within(matrix).getByTestId('grant-manager-upload_csv')).toHaveTextContent('Yes');
    expect(within(matrix).getByTestId('grant-staff-export_data')).toHaveTextContent('No');
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
    // A manager still manages staff and client roles below the matrix.
    expect(await screen.findByRole('table', { name: 'User roles' })).toBeInTheDocument();
    expect(calls(fetchMock, 'PUT', '/api/role-permissions')).toHaveLength(0);
  });

  it('shows staff the matrix read-only, without Access Denied boxes or sections they cannot use', async () => {
    const { fetchMock } = setup(staff);
    const matrix = await screen.findByRole('table', { name: 'Permission matrix' });

    expect(within(matrix).queryAllByRole('switch')).toHaveLength(0);
    expect(within(matrix).getByTestId('grant-staff-view_all_cases')).toHaveTextContent('Yes');
    expect(screen.getByLabelText('Staff role')).toHaveTextContent('1 permission granted');
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'User Roles' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(calls(fetchMock, 'GET', '/api/users')).toHaveLength(0);
  });

  it('changes a user role with PUT /api/users/{id} {role} and re-reads the users', async () => {
    const { user, fetchMock } = setup(admin, { 'PUT /api/users/3': { body: { ...staff, role: 'manager' } } });
    const table = await screen.findByRole('table', { name: 'User roles' });
    expect(within(table).getByRole('switch', { name: 'Sam Staff: Staff' })).toBeChecked();

    await user.click(within(table).getByRole('switch', { name: 'Sam Staff: Manager' }));

    expect(await screen.findByText('Sam Staff is now Manager')).toBeInTheDocument();
    expect(JSON.parse(String(calls(fetchMock, 'PUT', '/api/users/3')[0][1]!.body))).toEqual({
      role: 'manager',
    });
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/users')).toHaveLength(2));
  });

  it("disables the viewer's own row and explains why on attempt", async () => {
    const { user, fetchMock } = setup(admin);
    const table = await screen.findByRole('table', { name: 'User roles' });
    const own = within(table).getByRole('switch', { name: 'Ada Admin: Manager' });
    expect(own).toBeDisabled();

    await user.click(within(table).getAllByTestId('own-role-switch')[1]);

    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getAllByText('You cannot change your own role').length).toBeGreaterThan(0);
    expect(calls(fetchMock, 'PUT', '/api/users/1')).toHaveLength(0);
  });

  it('toasts the user-role failure, with the guide text when the server gives none', async () => {
    const { user } = setup(admin, { 'PUT /api/users/3': { status: 502, body: '' } });
    const table = await screen.findByRole('table', { name: 'User roles' });
    await user.click(within(table).getByRole('switch', { name: 'Sam Staff: Client' }));
    expect(await screen.findByText('Failed to update user role')).toBeInTheDocument();
  });
});
