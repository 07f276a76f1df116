import { SettingsPage } from '@/features/settings/components/settings-page';
import {
  makeUser,
  mockFetch,
  renderWithProviders,
  screen,
  signIn,
  waitFor,
  within,
} from '@/testing/test-utils';
import type { FakeHandler } from '@/testing/test-utils';

function setup(handlers: Record<string, FakeHandler> = {}, role: 'admin' | 'manager' = 'admin') {
  const user = makeUser({ role });
  signIn(user);
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: user },
    'GET /api/my-permissions': { status: 500, body: 'x' },
    'GET /api/companies': { body: ['Acme', 'Kind', 'Zeta'] },
    'GET /api/settings/turnaround': { body: { defaultTargetDays: 10, companies: { Kind: 5 } } },
    ...handlers,
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return { ...renderWithProviders(<SettingsPage />), fetchMock };
}

const putBodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/api/settings/turnaround' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('SettingsPage: turnaround targets', () => {
  it('saves the default and the per-company targets, rows added and removed', async () => {
    const { user, fetchMock } = setup({
      'PUT /api/settings/turnaround': (init) => ({ body: JSON.parse(String(init.body)) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Turnaround' });
    const defaultDays = await within(section).findByLabelText(/Default target \(working days\)/);
    expect(defaultDays).toHaveValue('10');
    expect(within(section).getByRole('combobox', { name: 'Company' })).toHaveValue('Kind');

    await user.clear(defaultDays);
    await user.type(defaultDays, '12');
    await user.click(within(section).getByRole('button', { name: 'Add a company' }));
    const companies = within(section).getAllByRole('combobox', { name: 'Company' });
    expect(companies[1]).toHaveFocus();
    // Focused, the searchable select is open: type to narrow it.
    await user.type(companies[1], 'Ac');
    // Mantine's dropdown transition never finishes in jsdom, so its options stay display: none here.
    await waitFor(() => expect(companies[1]).toHaveAttribute('aria-controls'));
    const listbox = document.getElementById(companies[1].getAttribute('aria-controls') ?? '') as HTMLElement;
    await user.click(within(listbox).getByRole('option', { name: 'Acme', hidden: true }));
    await user.type(within(section).getAllByRole('textbox', { name: 'Working days' })[1], '20');
    await user.click(within(section).getByRole('button', { name: 'Remove the target for Kind' }));
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Turnaround targets saved.')).toBeInTheDocument();
    expect(putBodies(fetchMock)).toEqual([{ defaultTargetDays: 12, companies: { Acme: 20 } }]);
  });

  it('checks the form before sending: errors under the fields, focus on the first', async () => {
    const { user, fetchMock } = setup();
    const section = await screen.findByRole('region', { name: 'Turnaround' });
    const defaultDays = await within(section).findByLabelText(/Default target/);
    await user.clear(defaultDays);
    await user.click(within(section).getByRole('button', { name: 'Add a company' }));
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    const message = 'Enter a whole number of working days from 1 to 250.';
    expect(await within(section).findAllByText(message)).toHaveLength(2);
    expect(within(section).getByText('Choose a company.')).toBeInTheDocument();
    expect(defaultDays).toHaveFocus();
    expect(defaultDays).toHaveAttribute('aria-invalid', 'true');
    expect(putBodies(fetchMock)).toEqual([]);
  });

  it("shows the server's 400 on the field it names", async () => {
    const { user } = setup({
      'PUT /api/settings/turnaround': {
        status: 400,
        body: { message: 'Check the targets.', errors: { companies: { Kind: ['Kind has no cases.'] } } },
      },
    });
    const section = await screen.findByRole('region', { name: 'Turnaround' });
    await within(section).findByLabelText(/Default target/);
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Kind has no cases.')).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByRole('textbox', { name: 'Working days' })).toHaveFocus());
  });

  it('turns away users without system settings', async () => {
    const { fetchMock } = setup({}, 'manager');
    expect(await screen.findByText('You do not have permission to change the settings.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/settings'))).toBe(false);
  });
});
