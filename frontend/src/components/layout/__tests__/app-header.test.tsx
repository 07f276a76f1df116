// @vitest-environment jsdom
// jsdom, not the dom project's happy-dom: jsdom applies no media query, so the phone menu's burger is in reach at any width.
import { Button } from '@mantine/core';

import { AppHeader } from '@/components/layout/app-header';
import { ENROLMENT_KEY } from '@/lib/mfa-enrolment';
import {
  makeUser,
  mockFetch,
  renderWithProviders,
  screen,
  signIn,
  waitFor,
  within,
} from '@/testing/test-utils';

function setup({
  role = 'admin',
  route = '/',
}: { role?: 'admin' | 'staff' | 'client'; route?: string } = {}) {
  const user = makeUser({ role, firstName: 'Ada', lastName: 'Admin' });
  signIn(user);
  mockFetch({ 'GET /api/auth/user': { body: user }, 'GET /api/my-permissions': { status: 500, body: 'x' } });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const onUpload = vi.fn();
  const result = renderWithProviders(
    <AppHeader
      actions={
        <>
          <Button size="xs" onClick={onUpload}>
            Upload CSV
          </Button>
          <Button size="xs">Add Case</Button>
        </>
      }
    />,
    { route },
  );
  return { ...result, onUpload };
}

describe('AppHeader', () => {
  it("puts the page's buttons, the user's name and Logout into a menu for phones", async () => {
    const { user, onUpload } = setup();
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Ada Admin');
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(burger);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByText('Signed in as Ada Admin')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Add Case' })).toBeInTheDocument();
    expect(
      within(within(menu).getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Users' }),
    ).toHaveAttribute('href', '/users');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    // Choosing an action closes the menu and runs it.
    await user.click(within(menu).getByRole('button', { name: 'Upload CSV' }));
    expect(onUpload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('closes the menu with its close button', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('shows the same navigation on every page, each link by permission, the current page marked', async () => {
    setup({ route: '/users' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'Dashboard',
        'Duplicates',
        'Imports',
        'Audit Log',
        'Reports',
        'Workload',
        'Users',
        'Permissions',
        'Privacy',
        'Settings',
        'Security',
      ]),
    );
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('offers staff only the pages they can open', async () => {
    setup({ role: 'staff' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Dashboard', 'Permissions', 'Security']),
    );
  });

  it('offers a client their case overview, not the dashboard', async () => {
    setup({ role: 'client', route: '/security' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Case Overview', 'Security']),
    );
  });

  it('offers an enrolment session no link that would bounce it back: no Dashboard', async () => {
    localStorage.setItem(ENROLMENT_KEY, '1');
    setup({ route: '/security' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Security']);
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });
});
