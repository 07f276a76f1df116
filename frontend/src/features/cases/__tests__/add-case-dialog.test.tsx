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

function setup(post: FakeResponse = { status: 201, body: { id: 1 } }, inUse: Record<string, number> = {}) {
  const admin = makeUser({ role: 'admin' });
  signIn(admin);
  const bodies: unknown[] = [];
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: admin },
    'GET /api/cases/bhruk-id-use': () => ({ body: { bhrukId: lastAsked(), cases: inUse[lastAsked()] ?? 0 } }),
    'POST /api/cases/manual': (init) => {
      bodies.push(JSON.parse(String(init.body)));
      return post;
    },
  });
  // The BHR UK ID of the last use check (the stub sees the request's init only, so read the URL it was called with).
  const lastAsked = () => {
    const calls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    const asked = calls.filter((u) => u.pathname === '/api/cases/bhruk-id-use').pop();
    return asked?.searchParams.get('bhrukId') ?? '';
  };
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
  it("shows every missing field's guide text under it, focuses the first, and raises no toast", async () => {
    const { user, bodies } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Case' }));

    const company = screen.getByRole('textbox', { name: /Company Name/ });
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveAccessibleDescription('Company name is required');
    expect(company).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Client Name/ })).toHaveAccessibleDescription(
      'Client name is required',
    );
    expect(screen.getByRole('textbox', { name: /BHR UK ID/ })).toHaveAccessibleDescription(
      'BHR UK ID is required',
    );
    expect(screen.getByRole('textbox', { name: /KAM ID/ })).toHaveAccessibleDescription('KAM ID is required');
    expect(screen.queryByText('Validation Error')).not.toBeInTheDocument();

    // Typing into a field clears its error; the next submit focuses the first field still wrong.
    await enter(user, /Company Name/, 'Acme');
    expect(company).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Add Case' }));
    expect(screen.getByRole('textbox', { name: /Client Name/ })).toHaveFocus();
    expect(screen.queryByText('Company name is required')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('asks for the On Hold reason under its field, marked required, and focuses it', async () => {
    const { user, bodies } = setup();
    await fillRequired(user);
    await choose(user, 'Current Status', 'On Hold');
    await user.click(screen.getByRole('button', { name: 'Add Case' }));

    const reason = screen.getByRole('combobox', { name: /On Hold Reason/ });
    expect(reason).toBeRequired();
    expect(reason).toHaveAccessibleDescription('On hold reason is required when the status is On Hold.');
    expect(reason).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('warns, without refusing, when the BHR UK ID is already used by another case', async () => {
    const { user, bodies } = setup(undefined, { '1234': 1 });
    await fillRequired(user, { bhruk: '1234' });

    expect(await screen.findByText('BHR UK ID 1234 is already used by another case')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /BHR UK ID/ })).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Add Case' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
  });

  it("shows the server's field errors under their fields (the API's own check)", async () => {
    const message = 'On hold reason is required when the status is On Hold.';
    const { user, onClose } = setup({ status: 400, body: { message, errors: { onHoldReason: [message] } } });
    await fillRequired(user);
    await choose(user, 'Current Status', 'On Hold');
    await choose(user, 'On Hold Reason', 'Other Issue');
    await user.click(screen.getByRole('button', { name: 'Add Case' }));

    const reason = screen.getByRole('combobox', { name: /On Hold Reason/ });
    await waitFor(() => expect(reason).toHaveAccessibleDescription(message));
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds a case with the guide: api#endpoints payload, toasts and closes', async () => {
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

  it('falls back to the guide: labels#errors text when the server gives none', async () => {
    const { user } = setup({ status: 502, body: '' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Case' }));
    expect(await screen.findByText('Failed to add case. Please try again.')).toBeInTheDocument();
  });
});
