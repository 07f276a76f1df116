import { CaseRequests } from '@/features/cases/components/case-requests/case-requests';
import { defaultDueDate, londonToday } from '@/features/cases/rules/requests';
import { makeSentCase } from '@/testing/data-generators';
import {
  makeUser,
  mockFetch,
  renderWithProviders,
  screen,
  signIn,
  waitFor,
  within,
  type FakeHandler,
} from '@/testing/test-utils';
import type { Case, User } from '@/types/api';
import type { CaseDocument } from '@/types/documents';
import type { CaseRequest } from '@/types/requests';

const STATEMENT: CaseDocument = {
  id: 31,
  caseId: 7,
  kind: 'statement',
  name: 'march-statement.pdf',
  size: 840 * 1024,
  contentType: 'application/pdf',
  sha256: 'b'.repeat(64),
  visibleToClient: true,
  uploadedBy: null,
  uploadedAt: '2026-11-26T09:30:00Z',
  erased: false,
};

function makeRequest(overrides: Partial<CaseRequest> = {}): CaseRequest {
  return {
    id: 1,
    caseId: 7,
    caseLabel: '1001',
    title: 'Bank statements for March',
    message: 'Please send the March statements\nfor both accounts.',
    dueDate: '2099-12-04',
    status: 'open',
    rejectionReason: '',
    createdAt: '2026-11-27T10:00:00Z',
    createdBy: { id: 1, name: 'Ada Admin' },
    receivedAt: null,
    documents: [],
    ...overrides,
  };
}

const RECEIVED = makeRequest({
  id: 2,
  title: 'Payslips',
  message: 'The last three payslips.',
  status: 'received',
  receivedAt: '2026-11-26T09:30:00Z',
  documents: [STATEMENT],
});
const OVERDUE = makeRequest({ id: 3, title: 'Tenancy agreement', dueDate: '2020-01-06', createdBy: null });
const REJECTED = makeRequest({ id: 4, title: 'ID document', rejectionReason: 'The scan is unreadable.' });
const ACCEPTED = makeRequest({ id: 5, title: 'Council tax bill', status: 'accepted' });
const CANCELLED = makeRequest({ id: 6, title: 'Old letter', status: 'cancelled' });

function setup({
  user = makeUser({ role: 'admin' }),
  caseData = makeSentCase(),
  requests = [makeRequest(), RECEIVED, OVERDUE, REJECTED, ACCEPTED, CANCELLED],
  post = { status: 201, body: makeRequest({ id: 9 }) },
  put = (init) => ({ body: { ...RECEIVED, ...(JSON.parse(String(init.body)) as object) } }),
}: {
  user?: User;
  caseData?: Case;
  requests?: CaseRequest[];
  post?: FakeHandler;
  put?: FakeHandler;
} = {}) {
  signIn(user);
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: user },
    'GET /api/my-permissions': { status: 500, body: 'x' },
    [`GET /api/cases/${caseData.id}/requests`]: { body: requests },
    [`POST /api/cases/${caseData.id}/requests`]: post,
    ...Object.fromEntries(requests.map((r) => [`PUT /api/requests/${r.id}`, put])),
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return { ...renderWithProviders(<CaseRequests caseData={caseData} />), fetchMock };
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  );

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  calls(fetchMock, method, path).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const item = async (title: string) => {
  const list = await screen.findByRole('list', { name: 'Requests of case 1001' });
  const heading = within(list).getByRole('heading', { name: title, level: 3 });
  return heading.closest('li')!;
};

describe('CaseRequests', { timeout: 30_000 }, () => {
  it('lists the requests in words: title, status, due date, who asked and when, message, reason, files', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Requests to the client', level: 2 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Requests of case 1001' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Bank statements for March',
      'Payslips',
      'Tenancy agreement',
      'ID document',
      'Council tax bill',
      'Old letter',
    ]);
    const open = await item('Bank statements for March');
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(
      within(open).getByText('Due 04/12/2099 · Asked by Ada Admin, 27/11/2026, 10:00'),
    ).toBeInTheDocument();
    expect(open).toHaveTextContent('Please send the March statements');
    const received = await item('Payslips');
    expect(within(received).getByText('Received')).toBeInTheDocument();
    expect(received).toHaveTextContent('Received 26/11/2026, 09:30');
    expect(
      within(received).getByRole('button', { name: 'Download march-statement.pdf' }),
    ).toBeInTheDocument();
    expect(
      within(await item('ID document')).getByText('Rejected: The scan is unreadable.'),
    ).toBeInTheDocument();
    expect(within(await item('Council tax bill')).getByText('Accepted')).toBeInTheDocument();
    expect(within(await item('Old letter')).getByText('Cancelled')).toBeInTheDocument();
  });

  it('says Overdue for an open request past its due date, and who asked when they are not known', async () => {
    setup();
    const overdue = await item('Tenancy agreement');
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    expect(within(overdue).queryByText('Open')).toBeNull();
    expect(within(overdue).getByText('Due 06/01/2020 · Asked 27/11/2026, 10:00')).toBeInTheDocument();
  });

  it('offers actions by status: Accept, Reject and Cancel when received, Cancel when open, none after', async () => {
    setup();
    const names = async (title: string) =>
      within(await item(title))
        .queryAllByRole('button')
        .map((b) => b.getAttribute('aria-label'))
        .filter((n) => !n?.startsWith('Download'));
    expect(await names('Payslips')).toEqual([
      'Accept: Payslips',
      'Reject: Payslips',
      'Cancel request: Payslips',
    ]);
    expect(await names('Bank statements for March')).toEqual(['Cancel request: Bank statements for March']);
    expect(await names('Tenancy agreement')).toEqual(['Cancel request: Tenancy agreement']);
    expect(await names('Council tax bill')).toEqual([]);
    expect(await names('Old letter')).toEqual([]);
  });

  it('sends a new request with its title, message and due date (five working days ahead to start)', async () => {
    const { user, fetchMock } = setup();
    const form = await screen.findByRole('form', { name: 'New request' });
    const due = within(form).getByRole('textbox', { name: /Due date/ });
    const [y, m, d] = defaultDueDate(londonToday()).split('-');
    expect(due).toHaveValue(`${d}/${m}/${y}`);
    await user.type(within(form).getByRole('textbox', { name: /What do you need\?/ }), 'Payslips');
    await user.type(within(form).getByRole('textbox', { name: /Message to the client/ }), 'The last three.');
    await user.clear(due);
    await user.type(due, '04/12/2099');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request sent: the client will be e-mailed.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/api/cases/7/requests')).toEqual([
      { title: 'Payslips', message: 'The last three.', dueDate: '2099-12-04' },
    ]);
    // The form starts again, and the list is read again.
    expect(within(form).getByRole('textbox', { name: /What do you need\?/ })).toHaveValue('');
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/cases/7/requests')).toHaveLength(2));
  });

  it('shows the server’s field errors under their fields, announced', async () => {
    const { user } = setup({
      post: {
        status: 400,
        body: {
          message: 'Invalid input.',
          errors: { title: ['Say what you need.'], dueDate: ['The due date cannot be in the past.'] },
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'New request' });
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    const alerts = await within(form).findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Say what you need.',
      'The due date cannot be in the past.',
    ]);
    const title = within(form).getByRole('textbox', { name: /What do you need\?/ });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    // Typing clears the field's error.
    await user.type(title, 'P');
    expect(title).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Request sent: the client will be e-mailed.')).toBeNull();
  });

  it('shows a refusal without field errors above the button', async () => {
    const { user } = setup({
      post: { status: 403, body: { message: 'You do not have permission to perform this action.' } },
    });
    const form = await screen.findByRole('form', { name: 'New request' });
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You do not have permission to perform this action.',
    );
  });

  it('accepts a received request with PUT {status: accepted}', async () => {
    const { user, fetchMock } = setup();
    await user.click(within(await item('Payslips')).getByRole('button', { name: 'Accept: Payslips' }));
    expect(await screen.findByText('Request accepted')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT', '/api/requests/2')).toEqual([{ status: 'accepted' }]);
    // Its buttons change with the list read again: the focus goes to the section's heading.
    expect(screen.getByRole('heading', { name: 'Requests to the client' })).toHaveFocus();
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/cases/7/requests')).toHaveLength(2));
  });

  it('rejects only with a reason, asked for in a dialog, and sends it', async () => {
    const { user, fetchMock } = setup();
    await user.click(within(await item('Payslips')).getByRole('button', { name: 'Reject: Payslips' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the documents' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Say why, so the client can send the right file.',
    );
    expect(calls(fetchMock, 'PUT', '/api/requests/2')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), ' Page 2 is missing. ');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('Documents rejected: the client has been asked again.'),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT', '/api/requests/2')).toEqual([
      { status: 'rejected', reason: 'Page 2 is missing.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject the documents' })).toBeNull());
  });

  it('shows the server’s reason error in the reject dialog', async () => {
    const { user } = setup({
      put: {
        status: 400,
        body: {
          message: 'Invalid input.',
          errors: { reason: ['Say why, so the client can send the right file.'] },
        },
      },
    });
    await user.click(within(await item('Payslips')).getByRole('button', { name: 'Reject: Payslips' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the documents' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Say why, so the client can send the right file.',
    );
  });

  it('asks before cancelling a request, sends PUT {status: cancelled}, and says a refusal', async () => {
    const { user, fetchMock } = setup({
      put: { status: 409, body: { message: 'This request has already been accepted.' } },
    });
    await user.click(
      within(await item('Bank statements for March')).getByRole('button', {
        name: 'Cancel request: Bank statements for March',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel request' });
    expect(dialog).toHaveTextContent('Cancel the request “Bank statements for March”?');
    expect(calls(fetchMock, 'PUT', '/api/requests/1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Request not cancelled')).toBeInTheDocument();
    expect(screen.getByText('This request has already been accepted.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT', '/api/requests/1')).toEqual([{ status: 'cancelled' }]);
  });

  it.each([
    ['a client', makeUser({ role: 'client' }), makeSentCase()],
    [
      'anyone on a merged case',
      makeUser({ role: 'admin' }),
      makeSentCase({ isMerged: true, mergedIntoId: 3 }),
    ],
    ['anyone on a cancelled case', makeUser({ role: 'admin' }), makeSentCase({ isCancelled: true })],
  ])('offers no form and no actions to %s', async (_who, user, caseData) => {
    setup({ user, caseData });
    const list = await screen.findByRole('list', { name: 'Requests of case 1001' });
    expect(screen.queryByRole('form', { name: 'New request' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
    expect(
      within(list)
        .queryAllByRole('button')
        .filter((b) => !b.getAttribute('aria-label')?.startsWith('Download')),
    ).toEqual([]);
  });

  it('says when there are no requests yet', async () => {
    setup({ requests: [] });
    expect(await screen.findByText('No requests yet.')).toBeInTheDocument();
  });
});
