import { ResetTwoFactorAction } from '@/features/users/components/reset-two-factor-action';
import {
  configure,
  makeUser,
  mockFetch,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '@/testing/test-utils';

configure({ asyncUtilTimeout: 5000 });

const sam = makeUser({ id: 3, email: 'sam@example.com', firstName: 'Sam', lastName: 'Staff' });

describe('ResetTwoFactorAction (guide: roles#two-factor-sign-in)', () => {
  it('asks for confirmation, then resets and shows the server message', async () => {
    const fetchMock = mockFetch({
      'POST /api/users/3/mfa-reset': {
        body: { message: 'Two-factor sign-in was reset for sam@example.com.' },
      },
    });
    const { user } = renderWithProviders(<ResetTwoFactorAction user={sam} />);
    await user.click(screen.getByRole('button', { name: 'Reset 2FA for Sam Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in' });
    expect(dialog).toHaveTextContent('sam@example.com');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor sign-in' }));
    expect(await screen.findByText('Two-factor sign-in was reset for sam@example.com.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels without calling the server, and shows a refusal', async () => {
    const fetchMock = mockFetch({
      'POST /api/users/3/mfa-reset': {
        status: 403,
        body: { message: 'Only an administrator can reset two-factor sign-in.' },
      },
    });
    const { user } = renderWithProviders(<ResetTwoFactorAction user={sam} />);
    await user.click(screen.getByRole('button', { name: 'Reset 2FA for Sam Staff' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reset 2FA for Sam Staff' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset two-factor sign-in' }),
    );
    expect(
      await screen.findByText('Only an administrator can reset two-factor sign-in.'),
    ).toBeInTheDocument();
  });
});
