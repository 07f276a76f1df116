import AddCaseDialog from '@/features/cases/components/add-case-dialog';
import {
  makeUser,
  mockFetch,
  renderWithProviders,
  screen,
  signIn,
  waitFor,
  within,
  type FakeResponse,
} from '@/testing/test-utils';

function setup(post: FakeResponse = { status: 201, body: { id: 1 } }) {
  const admin = makeUser({ role: 'admin' });
  signIn(admin);
  const bodies: unknown[] = [];
  mockFetch({
    'GET /api/auth/user': { body: admin },
    'POST /api/cases/manual': (init) => {
      bodies.push(JSON.parse(String(init.body)));
      return post;
    },
  });
  const onClose = vi.fn();
  const rendered = renderWithProviders(<AddCaseDialog opened onClose={onClose} />);
  return { ...rendered, bodies, onClose };
}

type User = ReturnType<typeof setup>['user'];

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  // Mantine's dropdown transition never finishes in jsdom, so its options stay display: none here.
  const listbox = await screen.findByRole('listbox', { name: label, hidden: true });
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

/** Pastes rather than types: every keystroke re-renders the whole dialog, which is slow in jsdom. */
async function enter(user: User, name: RegExp | string, text: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}

async function fillRequired(user: User, { company = 'Acme Ltd', bhruk = 'B-1' } = {}) {
  await enter(user, /Company Name/, company);
  await enter(user, /Client Name/, 'Jane Client');
  await enter(user, /BHR UK ID/, bhruk);
  await enter(user, /KAM ID/, '555');
}

describe('AddCaseDialog', { timeout: 30_000 }, () => {
  it('toasts the first missing field as a Validation Error and sends nothing', async () => {
    const { user, bodies } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Case' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('Company name is required')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Company Name/ }), '  ');
    await user.click(screen.getByRole('button', { name: 'Add Case' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Company Name/ }), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Add Case' }));
    expect(await screen.findByText('Client name is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('adds a case with the SPEC §7 payload, toasts and closes', async () => {
    const { user, bodies, onClose } = setup();
    await fillRequired(user);
    await enter(user, 'Notes', 'Called twice');
    await user.click(screen.getByRole('button', { name: 'Add Case' }));
    expect(await screen.findByText('Case added successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(bodies).toEqual([
      {
        widget: 'Acme Ltd',
        clientName: 'Jane Client',
        bhrukId: 'B-1',
        kamId: '555',
        instructed: false,
        currentStatus: 'need_instructions_new',
        onHoldReason: null,
        invoiced: false,
        miType: null,
        miAmount: null,
        notes: 'Called twice',
        externalUserId: 'N/A (Statements)',
      },
    ]);
  });

  it('offers all five statuses, the reason only on hold and hides Invoiced on hold', async () => {
    const { user, bodies } = setup();
    await fillRequired(user);
    await user.click(screen.getByRole('combobox', { name: 'Current Status' }));
    const statuses = await screen.findByRole('listbox', { name: 'Current Status', hidden: true });
    expect(
      within(statuses)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['Need Instructions (new)', 'Need Instructions (in hire)', 'In Production', 'On Hold', 'Sent']);
    await user.click(within(statuses).getByRole('option', { name: 'On Hold', hidden: true }));
    expect(screen.queryByRole('combobox', { name: 'Invoiced' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Instructed' })).toHaveValue('Yes');
    await choose(user, 'On Hold Reason', 'More Accounts to Connect');
    await user.click(screen.getByRole('button', { name: 'Add Case' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      instructed: true,
      currentStatus: 'on_hold',
      onHoldReason: 'more_account',
      invoiced: false,
    });
  });

  it('sends MI for a sent case with the deficit sign', async () => {
    const { user, bodies } = setup();
    await fillRequired(user);
    expect(screen.getByRole('textbox', { name: /MI Amount/ })).toBeDisabled();
    await choose(user, 'Current Status', 'Sent');
    await choose(user, 'MI Type', 'Deficit');
    await user.type(screen.getByRole('textbox', { name: /MI Amount/ }), '99.5');
    expect(screen.getByRole('textbox', { name: /MI Amount/ })).toHaveValue('-99.5');
    await user.click(screen.getByRole('button', { name: 'Add Case' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      currentStatus: 'sent',
      instructed: true,
      miType: 'deficit',
      miAmount: -99.5,
    });
  });

  it('accepts digits only for the KIND company and adds the prefix on save', async () => {
    const { user, bodies } = setup();
    await fillRequired(user, { company: 'Kind', bhruk: 'KIND-12x3' });
    expect(screen.getByRole('textbox', { name: /BHR UK ID/ })).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Add Case' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ widget: 'Kind', bhrukId: 'KIND123' });
  });

  it('shows Adding... while the case is being added', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user } = setup();
    const answer = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await gate;
      return answer(input, init);
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Case' }));
    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Case added successfully')).toBeInTheDocument();
  });

  it("toasts the server's text when the add fails", async () => {
    const { user, onClose } = setup({ status: 400, body: { message: 'BHR UK ID must contain digits.' } });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Case' }));
    expect(await screen.findByText('BHR UK ID must contain digits.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to the SPEC §8 text when the server gives none', async () => {
    const { user } = setup({ status: 502, body: '' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Case' }));
    expect(await screen.findByText('Failed to add case. Please try again.')).toBeInTheDocument();
  });
});
