import { Button } from '@mantine/core';

import { AppHeader } from '@/components/layout/app-header';
import {
  makeUser,
  mockFetch,
  renderWithProviders,
  screen,
  signIn,
  waitFor,
  within,
} from '@/testing/test-utils';

function setup() {
  const user = makeUser({ role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  signIn(user);
  mockFetch({ 'GET /api/auth/user': { body: user }, 'GET /api/my-permissions': { body: [] } });
  const onUpload = vi.fn();
  const result = renderWithProviders(
    <AppHeader
      actions={
        <>
          <Button size="xs" onClick={onUpload}>
            Upload CSV
          </Button>
          <Button size="xs">Reports</Button>
        </>
      }
    />,
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
    expect(within(menu).getByRole('button', { name: 'Reports' })).toBeInTheDocument();
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
});
