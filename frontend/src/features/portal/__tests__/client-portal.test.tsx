import { ClientPortal } from '@/features/portal/components/client-portal';
import { makeCase as baseCase } from '@/testing/data-generators';
import {
  fireEvent,
  makeUser,
  mockFetch,
  renderRoutes,
  screen,
  signIn,
  within,
  type FakeResponse,
} from '@/testing/test-utils';
import type { Case, Stats } from '@/types/api';
import type { ClientRequest } from '@/types/requests';

const client = makeUser({
  id: 7,
  role: 'client',
  firstName: 'Cora',
  lastName: 'Client',
  company: 'Acme Ltd',
});
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

function makeCase(overrides: Partial<Case>): Case {
  return baseCase({
    id: 1,
    externalUserId: 'https://ob.example.com/users/1',
    createdAt: daysAgo(1),
    updatedAt: daysAgo(1),
    kamId: '1',
    clientName: 'Client',
    bhrukId: '100',
    kamCheck: { status: 'valid', message: '', expected: '' },
    duplicateKamIdCount: 0,
    duplicateBhrukIdCount: 0,
    duplicateClientNameCount: 0,
    ...overrides,
  });
}

const stats: Stats = {
  total: 3,
  needInstructions: 1,
  onHold: 0,
  inProduction: 0,
  completed: 2,
  mergedOnly: 0,
  cancelledOnly: 0,
  cancelledAndMerged: 0,
  overdue: 0,
  dueSoon: 0,
};

const cases = [
  makeCase({
    id: 1,
    clientName: 'Recent Sent',
    currentStatus: 'sent',
    instructed: true,
    invoiced: true,
    miType: 'deficit',
    createdAt: daysAgo(3),
  }),
  makeCase({
    id: 2,
    clientName: 'Older Sent',
    currentStatus: 'sent',
    instructed: true,
    miType: 'surplus',
    createdAt: daysAgo(45),
  }),
  makeCase({ id: 3, clientName: 'Ancient Need', createdAt: daysAgo(200), kamId: '' }),
];

/** The server's page of `rows` (already filtered by the test) at `page`/`limit`, totalling `total`. */
function page(rows: Case[], url: URL, total = rows.length): FakeResponse {
  const current = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 50);
  const pages = Math.max(1, Math.ceil(total / limit));
  return {
    body: {
      data: rows,
      pagination: {
        currentPage: current,
        itemsPerPage: limit,
        totalItems: total,
        totalPages: pages,
        hasPreviousPage: current > 1,
        hasNextPage: current < pages,
      },
    },
  };
}

function makeRequest(overrides: Partial<ClientRequest> = {}): ClientRequest {
  return {
    id: 11,
    caseId: 2,
    caseLabel: 'KIND102',
    title: 'Signed hire agreement',
    message: 'Please send the signed agreement.\nBoth pages, please.',
    dueDate: '2020-01-31',
    status: 'open',
    rejectionReason: '',
    createdAt: daysAgo(2),
    createdBy: null,
    receivedAt: null,
    documents: [],
    ...overrides,
  };
}

type Setup = { route?: string; requests?: ClientRequest[]; total?: number };

function setup({ route = '/client', requests = [], total }: Setup = {}) {
  signIn(client);
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: client },
    'GET /api/my-permissions': { body: [{ role: 'client', permission: 'view_own_cases', granted: true }] },
    'GET /api/cases/paginated': (_init, url) => {
      const search = url.searchParams.get('search');
      const rows = cases.filter((c) => !search || c.clientName.toLowerCase().includes(search));
      return page(rows, url, search ? rows.length : (total ?? rows.length));
    },
    'GET /api/stats': { body: stats },
    'GET /api/cases/mi-summary': { body: { deficit: 1, surplus: 1 } },
    'GET /api/requests': {
      body: {
        data: requests,
        pagination: {
          currentPage: 1,
          itemsPerPage: 10,
          totalItems: requests.length,
          totalPages: 1,
          hasPreviousPage: false,
          hasNextPage: false,
        },
      },
    },
  });
  const rendered = renderRoutes([{ path: '/client', element: <ClientPortal /> }], { route });
  return { fetchMock, ...rendered };
}

const urls = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === path);

const lastPageQuery = (fetchMock: ReturnType<typeof mockFetch>) =>
  Object.fromEntries(urls(fetchMock, '/api/cases/paginated').at(-1)?.searchParams ?? []);

// jsdom gives the dropdown no size, so Mantine keeps it display:none (floating-ui "hide"): query hidden options.
const pick = async (user: { click: (el: Element) => Promise<void> }, name: string) =>
  user.click(await screen.findByRole('option', { name, hidden: true }));

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Your cases' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[4].textContent);

describe('ClientPortal', () => {
  it('lists the page with the guide columns, the stat cards and the MI summary', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Your Cases (3)' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Company',
      'Created At↓',
      'KAM ID',
      'BHRUK ID↕',
      'Client Name',
      'Instructed',
      'Current Status',
      'Due',
      'Invoiced',
    ]);
    expect(rowNames()).toEqual(['Recent Sent', 'Older Sent', 'Ancient Need']);
    expect(screen.getAllByRole('link', { name: 'Open case 100' })[0]).toHaveAttribute(
      'href',
      '/client/cases/1',
    );
    expect(await screen.findByTestId('stat-sent')).toHaveTextContent('Completed2');
    expect(await screen.findByRole('region', { name: 'MI Classification Summary' })).toHaveTextContent(
      '(50%)',
    );
    expect(screen.getByRole('status', { name: 'Welcome' })).toHaveTextContent('Welcome back, Cora Client!');
  });

  it("shows the server's total and asks for the page, size and sort it shows", async () => {
    const { user, fetchMock, router } = setup({ total: 150_000 });
    expect(await screen.findByRole('heading', { name: 'Your Cases (150,000)' })).toBeInTheDocument();
    expect(lastPageQuery(fetchMock)).toEqual({
      page: '1',
      limit: '50',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    const pager = screen.getByRole('navigation', { name: 'Pages of your cases' });
    expect(pager).toHaveTextContent('Showing 1 to 50 of 150000');

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(lastPageQuery(fetchMock)).toMatchObject({ page: '2' }));
    await user.selectOptions(within(pager).getByRole('combobox', { name: 'Rows per page' }), '250');
    await vi.waitFor(() => expect(lastPageQuery(fetchMock)).toMatchObject({ page: '1', limit: '250' }));

    await user.click(screen.getByRole('button', { name: /BHRUK ID/ }));
    await vi.waitFor(() =>
      expect(lastPageQuery(fetchMock)).toMatchObject({ sortBy: 'bhrukId', sortOrder: 'desc' }),
    );
    expect(screen.getByRole('columnheader', { name: /BHRUK ID/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /BHRUK ID/ }));
    await vi.waitFor(() => expect(lastPageQuery(fetchMock)).toMatchObject({ sortOrder: 'asc' }));
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?sortBy=bhrukId&sortOrder=asc&limit=250'),
    );
  }, 20_000);

  it('sends the status and date range to the server and keeps them in the URL', async () => {
    const { user, fetchMock, router } = setup();
    await screen.findByRole('heading', { name: 'Your Cases (3)' });

    await user.click(screen.getByRole('combobox', { name: 'Date Range' }));
    await pick(user, 'Last 7 Days');
    await vi.waitFor(() => expect(lastPageQuery(fetchMock).createdFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await pick(user, 'Need Instructions');
    await vi.waitFor(() => expect(lastPageQuery(fetchMock)).toMatchObject({ status: 'need_instructions' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?status=need_instructions&range=7'));
  }, 20_000);

  it('reads its state from the URL (a reload, Back from a case)', async () => {
    const { fetchMock } = setup({ route: '/client?status=sent&search=older&sortBy=bhrukId&limit=25&page=2' });
    await vi.waitFor(() =>
      expect(lastPageQuery(fetchMock)).toEqual({
        page: '2',
        limit: '25',
        sortBy: 'bhrukId',
        sortOrder: 'desc',
        status: 'sent',
        search: 'older',
      }),
    );
    expect(screen.getByRole('searchbox', { name: 'Search cases' })).toHaveValue('older');
    // A case opened from here brings Back to the same view.
    expect(await screen.findByRole('link', { name: 'Open case 100' })).toHaveAttribute(
      'href',
      '/client/cases/2?status=sent&search=older&sortBy=bhrukId&limit=25&page=2',
    );
  });

  it('asks the server for the stats of the chosen status and refetches on Refresh', async () => {
    const { user, fetchMock } = setup();
    await screen.findByRole('heading', { name: 'Your Cases (3)' });
    await user.click(screen.getByRole('button', { name: /Completed/ }));
    expect(await screen.findByText('Filtered Cases')).toBeInTheDocument();
    const statsUrls = () =>
      fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/stats'));
    expect(statsUrls()).toContain('/api/stats?status=sent');
    await vi.waitFor(() => expect(lastPageQuery(fetchMock)).toMatchObject({ status: 'sent' }));

    const before = urls(fetchMock, '/api/cases/paginated').length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(urls(fetchMock, '/api/cases/paginated').length).toBe(before + 1));
  }, 20_000);

  it('asks the server with the search text for the list and the stat cards, after a pause or on Enter', async () => {
    const { user, fetchMock } = setup();
    await screen.findByRole('heading', { name: 'Your Cases (3)' });
    const box = screen.getByRole('searchbox', { name: 'Search cases' });

    fireEvent.keyDown(document.body, { key: '/' });
    expect(box).toHaveFocus();
    await user.keyboard('older');
    // A slow machine may send a prefix first ("olde" also finds one case): wait for the whole word's answer.
    await vi.waitFor(() => expect(lastPageQuery(fetchMock)).toMatchObject({ search: 'older', page: '1' }));
    expect(await screen.findByRole('heading', { name: 'Your Cases (1)' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Older Sent']);
    const statsUrls = () => urls(fetchMock, '/api/stats').map((url) => url.search);
    await vi.waitFor(() => expect(statsUrls()).toContain('?search=older'));
    expect(screen.getByText('Filtered Cases')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'nobody here{Enter}');
    expect(await screen.findByRole('heading', { name: 'Your Cases (0)' })).toBeInTheDocument();
    expect(lastPageQuery(fetchMock)).toMatchObject({ search: 'nobody here' });
  }, 20_000);

  it('offers nothing that changes a case', async () => {
    setup();
    await screen.findByRole('heading', { name: 'Your Cases (3)' });
    const labels = screen.getAllByRole('button').map((b) => b.textContent);
    for (const label of labels) {
      expect(label).not.toMatch(/edit|delete|lock|cancel|upload|add|merge|save/i);
    }
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('Requests from us', () => {
  it('is hidden when the client has no open request', async () => {
    const { fetchMock } = setup();
    await screen.findByRole('heading', { name: 'Your Cases (3)' });
    await vi.waitFor(() => expect(urls(fetchMock, '/api/requests')).toHaveLength(1));
    expect(urls(fetchMock, '/api/requests')[0].search).toBe('?status=open&limit=25');
    expect(screen.queryByRole('heading', { name: /Requests from us/ })).not.toBeInTheDocument();
  });

  it('lists the open requests: title, case link, due date, overdue, message and the last refusal', async () => {
    setup({ requests: [makeRequest({ rejectionReason: 'The scan was blurred.' })] });
    const panel = await screen.findByRole('region', { name: 'Requests from us (1)' });
    const item = within(panel).getByRole('listitem', { name: 'Signed hire agreement' });
    expect(
      within(item).getByRole('heading', { name: 'Signed hire agreement', level: 3 }),
    ).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'KIND102' })).toHaveAttribute('href', '/client/cases/2');
    expect(item).toHaveTextContent('Due 31/01/2020');
    expect(within(item).getByText('Overdue')).toBeInTheDocument();
    expect(within(item).getByText(/Please send the signed agreement/)).toHaveStyle({
      whiteSpace: 'pre-line',
    });
    expect(item).toHaveTextContent('We could not use the last file: The scan was blurred.');
    expect(
      within(item).getByRole('button', { name: 'Choose file for Signed hire agreement' }),
    ).toBeInTheDocument();
  });

  it('sends the chosen file as multipart, thanks the client and reads the requests and cases again', async () => {
    const { user, fetchMock } = setup({ requests: [makeRequest({ dueDate: '2099-01-31' })] });
    const sent: FormData[] = [];
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (init.method === 'POST' && String(input) === '/api/requests/11/upload') {
        sent.push(init.body as FormData);
        return new Response(JSON.stringify({ id: 5, name: 'agreement.pdf' }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return original(input, init);
    });
    const panel = await screen.findByRole('region', { name: 'Requests from us (1)' });
    expect(within(panel).queryByText('Overdue')).not.toBeInTheDocument();
    const requestsBefore = urls(fetchMock, '/api/requests').length;
    const casesBefore = urls(fetchMock, '/api/cases/paginated').length;
    const input = panel.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toContain('application/pdf');
    const file = new File(['%PDF-1.4'], 'agreement.pdf', { type: 'application/pdf' });
    await user.upload(input, file);

    expect(await screen.findByText('Thank you: your file was sent.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].get('file')).toBe(file);
    await vi.waitFor(() => expect(urls(fetchMock, '/api/requests').length).toBeGreaterThan(requestsBefore));
    await vi.waitFor(() =>
      expect(urls(fetchMock, '/api/cases/paginated').length).toBeGreaterThan(casesBefore),
    );
  });

  it.each([
    [
      400,
      { message: 'Invalid file.', errors: { file: ['This type of file is not accepted.'] } },
      'This type of file is not accepted.',
    ],
    [409, { message: 'This request is no longer open.' }, 'This request is no longer open.'],
    [
      503,
      { message: 'Files cannot be checked just now. Please try again later.' },
      'Files cannot be checked just now. Please try again later.',
    ],
  ])('shows a %i refusal under the request', async (status, body, shown) => {
    const { user, fetchMock } = setup({ requests: [makeRequest()] });
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) =>
      init.method === 'POST'
        ? new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
        : original(input, init),
    );
    const item = await screen.findByRole('listitem', { name: 'Signed hire agreement' });
    await user.upload(
      item.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['x'], 'photo.png', { type: 'image/png' }),
    );
    expect(await within(item).findByRole('alert')).toHaveTextContent(shown);
  });
});
