import { CreateUserForm } from '@/features/auth/components/create-user-form';
import { makeUser, mockFetch, renderRoutes, screen, signIn, waitFor } from '@/testing/test-utils';

import { fill } from './form-helpers';

const routes = [
  { path: '/admin', element: <CreateUserForm /> },
  { path: '/login', element: <p>Login page</p> },
];

type User = ReturnType<typeof renderRoutes>['user'];

// The dropdown's open transition does not finish in jsdom, so its options count as hidden here.
async function chooseRole(user: User, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Role' }));
  await user.click(await screen.findByRole('option', { name: label, hidden: true }));
}

describe('CreateUserForm', () => {
  beforeEach(() => signIn(makeUser({ role: 'admin' }), 'admin-token'));

  it('shows the guide: labels#validation texts and sends nothing when the form is invalid', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderRoutes(routes, { route: '/admin' });
    await fill(user, 'Email', 'new');
    await fill(user, 'Password', '123');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers exactly the roles staff, client and admin', async () => {
    mockFetch({});
    const { user } = renderRoutes(routes, { route: '/admin' });
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Staff', 'Client', 'Admin']);
  });

  it("creates the user with the admin's token and toasts the server's message", async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/create-user': { status: 201, body: { message: 'User created successfully' } },
    });
    const { user } = renderRoutes(routes, { route: '/admin' });
    await fill(user, 'Email', 'cleo@acme.test');
    await fill(user, 'Password', 'secret1');
    await chooseRole(user, 'Client');
    await fill(user, 'First Name', 'Cleo');
    await fill(user, 'Company', 'Acme Ltd');
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('/api/auth/create-user');
    expect(new Headers(init!.headers).get('Authorization')).toBe('Bearer admin-token');
    expect(JSON.parse(String(init!.body))).toEqual({
      email: 'cleo@acme.test',
      password: 'secret1',
      role: 'client',
      firstName: 'Cleo',
      company: 'Acme Ltd',
    });
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it("toasts the server's message on failure and marks the field", async () => {
    mockFetch({
      'POST /api/auth/create-user': {
        status: 400,
        body: {
          message: 'A user with this email already exists',
          errors: { email: ['A user with this email already exists'] },
        },
      },
    });
    const { user } = renderRoutes(routes, { route: '/admin' });
    await fill(user, 'Email', 'taken@example.com');
    await fill(user, 'Password', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'A user with this email already exists',
      ),
    );
    expect(screen.getAllByText('A user with this email already exists')).toHaveLength(2);
    expect(screen.getByText('Error')).toBeInTheDocument();

    await fill(user, 'Email', 'x');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription(
      'A user with this email already exists',
    );
  });

  it('falls back to "Failed to create user"', async () => {
    mockFetch({ 'POST /api/auth/create-user': { status: 500, body: '' } });
    const { user } = renderRoutes(routes, { route: '/admin' });
    await fill(user, 'Email', 'new@example.com');
    await fill(user, 'Password', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Failed to create user')).toBeInTheDocument();
  });

  it('treats a 401 as a lost session: toast and back to /login', async () => {
    mockFetch({ 'POST /api/auth/create-user': { status: 401, body: { message: 'Unauthorized' } } });
    const { user, router } = renderRoutes(routes, { route: '/admin' });
    await fill(user, 'Email', 'new@example.com');
    await fill(user, 'Password', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
