import EditCaseDialog from '@/features/cases/components/edit-case-dialog';
import { makeSentCase as makeCase } from '@/testing/data-generators';
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
import type { Case, User } from '@/types/api';

const KAMS = [
  { id: 1, kamId: 'KAM001' },
  { id: 2, kamId: 'KAM002' },
  { id: 3, kamId: 'KAM003' },
  { id: 4, kamId: 'KAM004' },
];

function setup({
  user = makeUser({ role: 'admin' }),
  caseData = makeCase(),
  put = { body: caseData } as FakeResponse,
}: { user?: User; caseData?: Case; put?: FakeResponse } = {}) {
  signIn(user);
  const bodies: unknown[] = [];
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: user },
    'GET /api/my-permissions': { status: 500, body: 'x' },
    'GET /api/kams': { body: KAMS },
    [`PUT /api/cases/${caseData.id}`]: (init) => {
      bodies.push(JSON.parse(String(init.body)));
      return put;
    },
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const onClose = vi.fn();
  const rendered = renderWithProviders(<EditCaseDialog caseData={caseData} opened onClose={onClose} />);
  return { ...rendered, bodies, onClose, fetchMock };
}

async function choose(user: ReturnType<typeof setup>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  // Mantine's dropdown transition never finishes in jsdom, so its options stay display: none here.
  const listbox = await screen.findByRole('listbox', { name: label, hidden: true });
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

// Mantine dialogs with several selects take seconds to drive in jsdom on a busy machine.
describe('EditCaseDialog', { timeout: 30_000 }, () => {
  it('moves the status with Instructed, clears MI on leaving Sent and saves the guide payload', async () => {
    const { user, bodies, onClose } = setup();
    expect(await screen.findByRole('dialog', { name: 'Edit Case' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Auto Tag' })).toHaveValue('Impecunious');
    expect(screen.getByRole('textbox', { name: 'MI Amount (£)' })).toHaveValue('-250.00');

    await choose(user, 'Instructed', 'No');
    expect(screen.getByRole('combobox', { name: 'Current Status' })).toHaveValue('Need Instructions (new)');
    expect(screen.getByRole('textbox', { name: 'MI Amount (£)' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'MI Amount (£)' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Auto Tag' })).toHaveValue('');

    await user.click(screen.getByRole('combobox', { name: 'Current Status' }));
    const statuses = await screen.findByRole('listbox', { name: 'Current Status', hidden: true });
    const options = within(statuses).getAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual([
      'Need Instructions (new)',
      'Need Instructions (in hire)',
    ]);
    await user.click(
      within(statuses).getByRole('option', { name: 'Need Instructions (in hire)', hidden: true }),
    );

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Case updated successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(bodies).toEqual([
      {
        widget: 'Acme Ltd',
        kamId: '50001',
        clientName: 'Jane Client',
        bhrukId: '1001',
        instructed: false,
        currentStatus: 'need_instructions_hire',
        onHoldReason: null,
        invoiced: true,
        invoiceDate: '2026-01-05',
        invoiceNumber: 'INV-1',
        miType: null,
        miAmount: null,
        updatedAt: '2026-01-03T10:00:00.123456Z',
      },
    ]);
  });

  it('shows the on-hold reason only for On Hold and invoice fields only when invoiced', async () => {
    const { user } = setup({
      caseData: makeCase({ currentStatus: 'in_production', miType: null, miAmount: null }),
    });
    await screen.findByRole('dialog', { name: 'Edit Case' });
    expect(screen.queryByRole('combobox', { name: 'On Hold Reason' })).not.toBeInTheDocument();
    await choose(user, 'Current Status', 'On Hold');
    expect(screen.getByRole('combobox', { name: 'On Hold Reason' })).toBeInTheDocument();

    expect(screen.getByLabelText('Invoice Number')).toBeInTheDocument();
    await choose(user, 'Invoiced', 'No');
    expect(screen.queryByLabelText('Invoice Number')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Invoice Date')).not.toBeInTheDocument();
  });

  it('prefixes a deficit amount with a minus sign as it is typed', async () => {
    const { user } = setup({ caseData: makeCase({ miType: 'deficit', miAmount: null }) });
    const amount = await screen.findByRole('textbox', { name: 'MI Amount (£)' });
    await user.type(amount, '125.5');
    expect(amount).toHaveValue('-125.5');
  });

  it('requires the company', async () => {
    const { user, bodies } = setup();
    await user.clear(await screen.findByRole('textbox', { name: 'Company' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Company is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('asks for the On Hold reason inline, marked required, focuses it and raises no toast', async () => {
    const { user, bodies } = setup({
      caseData: makeCase({ currentStatus: 'in_production', miType: null, miAmount: null }),
    });
    await screen.findByRole('dialog', { name: 'Edit Case' });
    await choose(user, 'Current Status', 'On Hold');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const reason = screen.getByRole('combobox', { name: 'On Hold Reason' });
    expect(reason).toBeRequired();
    expect(reason).toHaveAccessibleDescription('On hold reason is required when the status is On Hold.');
    expect(reason).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);

    await choose(user, 'On Hold Reason', 'Need PDF Statements');
    expect(reason).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ currentStatus: 'on_hold', onHoldReason: 'need_pdf' });
  });

  it('refuses a cleared Client Name under the field and focuses it', async () => {
    const { user, bodies } = setup({ caseData: makeCase({ clientName: 'Jane Client' }) });
    const client = await screen.findByRole('textbox', { name: 'Client Name' });
    await user.clear(client);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(client).toHaveAccessibleDescription('Client name is required');
    expect(client).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('focuses the first of several invalid fields, in the order the dialog shows them', async () => {
    const { user } = setup({ caseData: makeCase({ clientName: 'Jane Client' }) });
    await user.clear(await screen.findByRole('textbox', { name: 'Client Name' }));
    await user.clear(screen.getByRole('textbox', { name: 'Company' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Client Name' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the first three KAMs as quick-select buttons and checks the KAM ID against the OB Link', async () => {
    const { user } = setup();
    await screen.findByRole('dialog', { name: 'Edit Case' });
    expect(screen.getByText('KAM ID matches OB Link')).toBeInTheDocument();
    const group = await screen.findByRole('group', { name: 'Quick-select KAM ID' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['KAM001', 'KAM002', 'KAM003']);
    await user.click(within(group).getByRole('button', { name: 'KAM002' }));
    expect(screen.getByRole('textbox', { name: 'KAM ID' })).toHaveValue('KAM002');
    expect(screen.getByText("KAM ID doesn't match OB Link (expected: 50001)")).toBeInTheDocument();
  });

  it("shows the server's KAM check for the saved KAM ID and the same rule for a typed one", async () => {
    // An OB Link ending in Arabic-Indic digits: the server expects those digits (earlier work's drift).
    const caseData = makeCase({
      externalUserId: 'https://ob.example.com/users/\u0661\u0662\u0663',
      kamId: '123',
      kamCheck: { status: 'warning', message: 'as the server said it', expected: '\u0661\u0662\u0663' },
    });
    const { user } = setup({ caseData });
    await screen.findByRole('dialog', { name: 'Edit Case' });
    expect(screen.getByText('as the server said it')).toBeInTheDocument();

    const kam = screen.getByRole('textbox', { name: 'KAM ID' });
    await user.clear(kam);
    await user.type(kam, '\u0661\u0662\u0663');
    expect(screen.getByText('KAM ID matches OB Link')).toBeInTheDocument();
    await user.clear(kam);
    await user.type(kam, '999');
    expect(screen.getByText("KAM ID doesn't match OB Link (expected: \u0661\u0662\u0663)")).toHaveAttribute(
      'data-status',
      'warning',
    );
  });

  it('keeps digits only for a KIND case and previews the saved value', async () => {
    const { user, bodies } = setup({ caseData: makeCase({ widget: 'Kind', bhrukId: 'KIND0042' }) });
    const input = await screen.findByRole('textbox', { name: /BHR UK ID/ });
    expect(input).toHaveValue('0042');
    await user.clear(input);
    await user.type(input, 'KIND7a7');
    expect(input).toHaveValue('77');
    expect(screen.getByText('KIND77')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ bhrukId: 'KIND77' });
  });

  it('on a 409 says who changed the case and reloads it keeping what was typed', async () => {
    const caseData = makeCase({ clientName: 'Old Name', invoiceNumber: 'INV-1' });
    const newer = { ...caseData, invoiceNumber: 'INV-2', updatedAt: '2026-11-27T10:00:00Z' };
    const user = makeUser({ role: 'admin' });
    signIn(user);
    const bodies: Record<string, unknown>[] = [];
    mockFetch({
      'GET /api/auth/user': { body: user },
      'GET /api/my-permissions': { status: 500, body: 'x' },
      'GET /api/kams': { body: KAMS },
      [`GET /api/cases/${caseData.id}`]: { body: newer },
      [`PUT /api/cases/${caseData.id}`]: (init) => {
        bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return bodies.length === 1
          ? {
              status: 409,
              body: {
                message: 'This record was changed by someone else. Reload it and try again.',
                changedBy: 'Mary Jones',
                changedAt: '2026-11-27T10:00:00Z',
              },
            }
          : { body: newer };
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onClose = vi.fn();
    const { user: u } = renderWithProviders(<EditCaseDialog caseData={caseData} opened onClose={onClose} />);
    const client = await screen.findByRole('textbox', { name: 'Client Name' });
    await u.clear(client);
    await u.type(client, 'New Name');
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert', { name: /changed by someone else/ });
    expect(alert).toHaveTextContent('Mary Jones changed this case at 27/11/2026, 10:00.');
    expect(onClose).not.toHaveBeenCalled();

    await u.click(within(alert).getByRole('button', { name: 'Reload, keeping my changes' }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: /changed by someone else/ })).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Client Name' })).toHaveValue('New Name');
    expect(screen.getByRole('textbox', { name: 'Invoice Number' })).toHaveValue('INV-2');
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies[1]).toMatchObject({
      clientName: 'New Name',
      invoiceNumber: 'INV-2',
      updatedAt: newer.updatedAt,
    });
  });

  it('falls back to "Failed to update case" when the server gives no message', async () => {
    const { user } = setup({ put: { status: 500, body: '<html>boom</html>' } });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update case')).toBeInTheDocument();
  });

  it('shows Saving... while the update is pending', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user, fetchMock } = setup();
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PUT') await gate;
      return answer(input, init);
    });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Case updated successfully')).toBeInTheDocument();
  });

  it('lets staff edit only Instructed, Client Name, Current Status and On Hold Reason', async () => {
    const { user, bodies, fetchMock } = setup({ user: makeUser({ role: 'staff' }) });
    await screen.findByRole('dialog', { name: 'Edit Case' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'KAM ID' })).toHaveAttribute('readonly'));
    expect(screen.getByRole('textbox', { name: /BHR UK ID/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('group', { name: 'Invoicing Information' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Management Information (MI)' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Quick-select KAM ID' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/kams')).toBe(false);

    await user.clear(screen.getByRole('textbox', { name: 'Client Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Client Name' }), 'New Name');
    await choose(user, 'Current Status', 'On Hold');
    await choose(user, 'On Hold Reason', 'Need PDF Statements');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      clientName: 'New Name',
      instructed: true,
      currentStatus: 'on_hold',
      onHoldReason: 'need_pdf',
      updatedAt: '2026-01-03T10:00:00.123456Z',
    });
  });

  it('keys the staff variant on EDIT_CASES, not on the role', async () => {
    const granted = (role: 'staff' | 'manager', permissions: string[]) =>
      permissions.map((permission) => ({ role, permission, granted: true }));

    // A staff user granted EDIT_CASES gets the full dialog.
    signIn(makeUser({ role: 'staff' }));
    mockFetch({
      'GET /api/auth/user': { body: makeUser({ role: 'staff' }) },
      'GET /api/my-permissions': { body: granted('staff', ['view_all_cases', 'edit_cases']) },
      'GET /api/kams': { body: KAMS },
    });
    const full = renderWithProviders(<EditCaseDialog caseData={makeCase()} opened onClose={() => {}} />);
    expect(await screen.findByRole('group', { name: 'Quick-select KAM ID' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'KAM ID' })).not.toHaveAttribute('readonly');
    expect(screen.getByRole('group', { name: 'Invoicing Information' })).toBeEnabled();
    full.unmount();

    // A manager whose role lost EDIT_CASES gets the staff variant.
    signIn(makeUser({ role: 'manager' }));
    mockFetch({
      'GET /api/auth/user': { body: makeUser({ role: 'manager' }) },
      'GET /api/my-permissions': { body: granted('manager', ['view_all_cases', 'create_cases']) },
      'GET /api/kams': { body: KAMS },
    });
    renderWithProviders(<EditCaseDialog caseData={makeCase()} opened onClose={() => {}} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'KAM ID' })).toHaveAttribute('readonly'));
    expect(screen.getByRole('group', { name: 'Invoicing Information' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Management Information (MI)' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Quick-select KAM ID' })).not.toBeInTheDocument();
  });

  it('renders nothing without a case', () => {
    signIn(makeUser());
    mockFetch({ 'GET /api/auth/user': { body: makeUser() } });
    renderWithProviders(<EditCaseDialog caseData={null} opened onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
