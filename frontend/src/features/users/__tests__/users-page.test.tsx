import { UsersPage } from '@/features/users/components/users-page';
import type { RolePermission, User } from '@/types/api';
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

// Dialog typing in jsdom is slow on a busy machine: give async queries room.
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
  company: 'Acme Ltd',
});
const client = makeUser({
  id: 4,
  email: 'cat@example.com',
  firstName: 'Cat',
  lastName: 'Client',
  role: 'client',
});
const everyone = [admin, manager, staff, client];

const grants = (role: User['role'], permissions: string[]): RolePermission[] =>
  permissions.map((permission) => ({ role: role!, permission, granted: true }));

function setup(viewer: User, permissions: string[], extra: Parameters<typeof mockFetch>[0] = {}) {
  signIn(viewer);
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: viewer },
    'GET /api/my-permissions': { body: grants(viewer.role, permissions) },
    'GET /api/users': { body: everyone },
    ...extra,
  });
  return { fetchMock, ...renderWithProviders(<UsersPage />, { route: '/users' }) };
}

const ADMIN_PERMS = ['view_users', 'create_users', 'edit_users', 'delete_users', 'assign_roles'];
const MANAGER_PERMS = ['view_users', 'create_users', 'edit_users'];

function bodyOf(fetchMock: ReturnType<typeof mockFetch>, key: string) {
  const call = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

describe('UsersPage', { timeout: 30_000 }, () => {
  it('lists users with name, email, role, company, active and last login, and filters by role', async () => {
    const { user } = setup(admin, ADMIN_PERMS);

    const row = (await screen.findByText('sam@example.com')).closest('tr')!;
    expect(within(row).getByText('Sam Staff')).toBeInTheDocument();
    expect(within(row).getByText('Staff')).toBeInTheDocument();
    expect(within(row).getByText('Acme Ltd')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Email',
      'Role',
      'Company',
      'Active',
      'Last Login',
      'Actions',
    ]);

    await user.click(screen.getByRole('combobox', { name: 'Filter by role' }));
    await user.click(await screen.findByRole('option', { name: 'Client', hidden: true }));
    await waitFor(() => expect(screen.queryByText('sam@example.com')).not.toBeInTheDocument());
    expect(screen.getByText('cat@example.com')).toBeInTheDocument();
  });

  it('tells a viewer without view_users that they may not see user management', async () => {
    const { fetchMock } = setup(makeUser({ id: 9, role: 'staff' }), ['view_all_cases']);

    expect(await screen.findByText("You don't have permission to view user management")).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/my-permissions', expect.anything()));
    expect(fetchMock).not.toHaveBeenCalledWith('/api/users', expect.anything());
  });

  it('shows the same message when the server refuses the list', async () => {
    setup(manager, MANAGER_PERMS, {
      'GET /api/users': {
        status: 403,
        body: { message: "You don't have permission to view user management." },
      },
    });
    expect(await screen.findByText("You don't have permission to view user management")).toBeInTheDocument();
  });

  it('offers a manager edit only for staff and clients, and no role above staff', async () => {
    const { user } = setup(manager, MANAGER_PERMS);

    await screen.findByText('ada@example.com');
    expect(screen.queryByRole('button', { name: 'Edit Ada Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Ada Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Max Manager' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Sam Staff' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Cat Client' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    const roleSelect = within(dialog).getByRole('combobox', { name: 'Role' });
    await user.click(roleSelect);
    const listbox = document.getElementById(roleSelect.getAttribute('aria-controls')!)!;
    const options = within(listbox).getAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Staff', 'Client']);
  });

  it('offers a manager without delete_users no Delete at all', async () => {
    setup(manager, MANAGER_PERMS);

    expect(await screen.findByRole('button', { name: 'Edit Sam Staff' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it('offers Delete once the role is granted delete_users', async () => {
    setup(manager, [...MANAGER_PERMS, 'delete_users']);

    expect(await screen.findByRole('button', { name: 'Delete Sam Staff' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Ada Admin' })).not.toBeInTheDocument();
  });

  it('offers no Add User or Edit without create_users and edit_users', async () => {
    setup(manager, ['view_users']);
    await screen.findByText('sam@example.com');
    expect(screen.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Sam Staff' })).not.toBeInTheDocument();
  });

  it('validates the create form, then creates and shows the temporary password in a dialog until dismissed', async () => {
    const { user, fetchMock } = setup(admin, ADMIN_PERMS, {
      'POST /api/users': {
        status: 201,
        body: { invitationSent: true, temporaryPassword: 'Tmp-Secret-1', email: 'nia@example.com' },
      },
    });
    await screen.findByText('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });

    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'nia');
    await user.type(within(dialog).getByLabelText('Password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Password must be at least 8 characters if provided'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/users', expect.objectContaining({ method: 'POST' }));

    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), '@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'Nia');
    await user.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'New');
    await user.clear(within(dialog).getByLabelText('Password'));
    expect(within(dialog).getByRole('switch', { name: /^Active/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

    const shown = await screen.findByRole('dialog', { name: 'User created' });
    expect(within(shown).getByTestId('temporary-password')).toHaveTextContent('Tmp-Secret-1');
    expect(shown).toHaveTextContent('An invitation e-mail was sent to nia@example.com.');
    // No toast takes it away: it stays past the old toast's 10 s until the admin closes it.
    expect(screen.queryByText(/Temporary password: Tmp-Secret-1/)).not.toBeInTheDocument();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('Tmp-Secret-1');
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'User created' })).not.toBeInTheDocument(),
    );
    expect(bodyOf(fetchMock, 'POST /api/users')).toEqual({
      email: 'nia@example.com',
      firstName: 'Nia',
      lastName: 'New',
      role: 'staff',
      company: null,
      isActive: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add User' })).not.toBeInTheDocument());
  });

  it('keeps the dialog open and shows the server message when the create fails', async () => {
    const { user } = setup(admin, ADMIN_PERMS, {
      'POST /api/users': {
        status: 400,
        body: {
          message: 'A user with this email already exists',
          errors: { email: ['A user with this email already exists'] },
        },
      },
    });
    await screen.findByText('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'sam@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'Sam');
    await user.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText('A user with this email already exists')).toHaveLength(2); // toast + field
    expect(screen.getByRole('dialog', { name: 'Add User' })).toBeInTheDocument();
  });

  it('edits a user, sending the role only when it changed', async () => {
    const { user, fetchMock } = setup(admin, ADMIN_PERMS, {
      'PUT /api/users/3': { body: { ...staff, firstName: 'Samuel' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Sam Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const first = within(dialog).getByRole('textbox', { name: /First Name/ });
    await user.clear(first);
    await user.type(first, 'Samuel');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/users/3')).toEqual({
      email: 'sam@example.com',
      firstName: 'Samuel',
      lastName: 'Staff',
      company: 'Acme Ltd',
      isActive: true,
    });
  });

  it('locks the role and active switch when the admin edits themselves', async () => {
    const { user } = setup(admin, ADMIN_PERMS);
    await user.click(await screen.findByRole('button', { name: 'Edit Ada Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toBeDisabled();
    expect(within(dialog).getByText('You cannot change your own role')).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: /^Active/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete Ada Admin' })).not.toBeInTheDocument();
  });

  it('toasts the update failure with the fallback text when the server gives none', async () => {
    const { user } = setup(admin, ADMIN_PERMS, { 'PUT /api/users/4': { status: 500, body: '' } });
    await user.click(await screen.findByRole('button', { name: 'Edit Cat Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update user')).toBeInTheDocument();
  });

  it('deletes after confirmation', async () => {
    const { user, fetchMock } = setup(admin, ADMIN_PERMS, {
      'DELETE /api/users/4': { body: { message: 'User deleted successfully' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Cat Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete Cat Client (cat@example.com)?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/users/4', expect.objectContaining({ method: 'DELETE' }));
  });

  it('toasts the server message when a delete fails', async () => {
    const { user } = setup(admin, ADMIN_PERMS, {
      'DELETE /api/users/4': {
        status: 403,
        body: { message: 'Access Denied: you cannot manage users with the client role' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Cat Client' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete User' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(
      await screen.findByText('Access Denied: you cannot manage users with the client role'),
    ).toBeInTheDocument();
  });
});
