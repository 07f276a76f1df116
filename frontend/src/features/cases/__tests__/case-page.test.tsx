import { CasePage } from '@/features/cases/components/case-page/case-page';
import { makeSentCase } from '@/testing/data-generators';
import {
  makeUser,
  mockFetch,
  renderRoutes,
  screen,
  signIn,
  waitFor,
  within,
  type FakeHandler,
} from '@/testing/test-utils';
import type { Case, User } from '@/types/api';

const EMPTY_TIMELINE = { items: [], next: null };

function page(cases: Case[], current = 1) {
  return {
    data: cases,
    pagination: {
      currentPage: current,
      itemsPerPage: 50,
      totalItems: cases.length,
      totalPages: 1,
      hasPreviousPage: false,
      hasNextPage: false,
    },
  };
}

function setup({
  user = makeUser({ role: 'admin' }),
  caseData = makeSentCase({ currentStatus: 'in_production', miType: null, miAmount: null }),
  list = [caseData],
  route = `/cases/${caseData.id}?search=Harbour`,
  put,
}: { user?: User; caseData?: Case; list?: Case[]; route?: string; put?: FakeHandler } = {}) {
  signIn(user);
  const bodies: Record<string, unknown>[] = [];
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: user },
    'GET /api/my-permissions': { status: 500, body: 'x' },
    'GET /api/kams': { body: [] },
    'GET /api/cases/paginated': { body: page(list) },
    ...Object.fromEntries(list.map((c) => [`GET /api/cases/${c.id}`, { body: c }])),
    ...Object.fromEntries(list.map((c) => [`GET /api/cases/${c.id}/timeline`, { body: EMPTY_TIMELINE }])),
    ...Object.fromEntries(list.map((c) => [`GET /api/cases/${c.id}/documents`, { body: [] }])),
    [`PUT /api/cases/${caseData.id}`]: (init, url) => {
      bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return typeof put === 'function' ? put(init, url) : (put ?? { body: caseData });
    },
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const rendered = renderRoutes(
    [
      { path: '/cases/:caseId', element: <CasePage /> },
      { path: '/dashboard', element: <p>List</p> },
    ],
    { route },
  );
  return { ...rendered, bodies, fetchMock };
}

async function choose(user: ReturnType<typeof setup>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox', { name: label, hidden: true });
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

describe('CasePage', { timeout: 30_000 }, () => {
  it('shows the case under its BHR UK ID with a heading per section and the flags in words', async () => {
    setup({ caseData: makeSentCase({ legalHold: true, isDuplicateKamId: true, duplicateKamIdCount: 2 }) });
    expect(await screen.findByRole('heading', { name: 'Case 1001', level: 1 })).toBeInTheDocument();
    for (const name of [
      'Basic Information',
      'Status Information',
      'Invoicing Information',
      'Management Information (MI)',
      'System Information',
      'Documents',
    ])
      expect(screen.getByRole('heading', { name, level: 2 })).toBeInTheDocument();
    const flags = screen.getByRole('group', { name: 'Case flags' });
    expect(within(flags).getByText('Legal hold')).toBeInTheDocument();
    expect(within(flags).getByText(/KAM ID shared with 2 other cases/)).toBeInTheDocument();
    // A legal hold freezes Basic Information; the work stays editable.
    expect(screen.queryByRole('button', { name: 'Edit Basic Information' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Status Information' })).toBeInTheDocument();
  });

  it('edits the status in place with the Edit Case rules and sends the dialog payload with updatedAt', async () => {
    const { user, bodies } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Status Information' }));
    const form = screen.getByRole('form', { name: 'Edit Status Information' });
    await choose(user, 'Current Status', 'On Hold');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('On hold reason is required when the status is On Hold.'),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await choose(user, 'On Hold Reason', 'Need PDF Statements');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      currentStatus: 'on_hold',
      onHoldReason: 'need_pdf',
      instructed: true,
      updatedAt: '2026-01-03T10:00:00.123456Z',
    });
    // Focus goes back to the section's Edit button.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit Status Information' })).toHaveFocus(),
    );
  });

  it("sends only staff's four fields from staff and offers them no invoicing or MI edit", async () => {
    const { user, bodies } = setup({ user: makeUser({ role: 'staff' }), caseData: makeSentCase() });
    await user.click(await screen.findByRole('button', { name: 'Edit Basic Information' }));
    expect(screen.queryByRole('button', { name: 'Edit Invoicing Information' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Management Information (MI)' })).toBeNull();
    const client = screen.getByRole('textbox', { name: 'Client Name' });
    await user.clear(client);
    await user.type(client, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(Object.keys(bodies[0]).sort()).toEqual([
      'clientName',
      'currentStatus',
      'instructed',
      'onHoldReason',
      'updatedAt',
    ]);
  });

  it('leaves a locked case read-only', async () => {
    setup({ caseData: makeSentCase({ isLocked: true }) });
    expect(await screen.findByRole('heading', { name: 'Case 1001', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeInTheDocument();
  });

  it('says who changed the case when the save meets a newer version', async () => {
    const { user } = setup({
      put: {
        status: 409,
        body: {
          message: 'This record was changed by someone else. Reload it and try again.',
          changedBy: 'Mary Jones',
          changedAt: '2026-11-27T10:00:00Z',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Invoicing Information' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert', { name: /changed by someone else/ })).toHaveTextContent(
      'Mary Jones changed this case',
    );
  });

  it('steps to the next and previous case of the list with j and k, keeping the list in the address', async () => {
    const first = makeSentCase({ id: 7, bhrukId: '2006' });
    const second = makeSentCase({ id: 8, bhrukId: '2005' });
    const { user, router } = setup({ caseData: first, list: [first, second] });
    expect(await screen.findByRole('heading', { name: 'Case 2006', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('1 of 2')).toBeInTheDocument();
    await user.keyboard('j');
    expect(await screen.findByRole('heading', { name: 'Case 2005', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/cases/8?search=Harbour');
    // A step replaces the history entry: Back leads to the list, not to the case before.
    expect(router.state.historyAction).toBe('REPLACE');
    await user.keyboard('k');
    expect(await screen.findByRole('heading', { name: 'Case 2006', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/dashboard?search=Harbour',
    );
  });

  it('never takes j while the user types', async () => {
    const first = makeSentCase({ id: 7, bhrukId: '2006' });
    const second = makeSentCase({ id: 8, bhrukId: '2005' });
    const { user } = setup({ caseData: first, list: [first, second] });
    await user.click(await screen.findByRole('button', { name: 'Edit Basic Information' }));
    await user.type(screen.getByRole('textbox', { name: 'Client Name' }), 'j');
    expect(screen.getByRole('heading', { name: 'Case 2006', level: 1 })).toBeInTheDocument();
  });

  it('says a case the user cannot see is not found', async () => {
    signIn(makeUser({ role: 'staff' }));
    mockFetch({ 'GET /api/auth/user': { body: makeUser({ role: 'staff' }) } });
    renderRoutes([{ path: '/cases/:caseId', element: <CasePage /> }], { route: '/cases/99' });
    expect(await screen.findByRole('heading', { name: 'Case not found', level: 1 })).toBeInTheDocument();
  });
});
