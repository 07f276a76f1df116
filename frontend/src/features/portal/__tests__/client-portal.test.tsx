import { ClientPortal } from '@/features/portal/components/client-portal';
import { makeCase as baseCase } from '@/testing/data-generators';
import {
  fireEvent,
  makeUser,
  mockFetch,
  renderWithProviders,
  screen,
  signIn,
  within,
} from '@/testing/test-utils';
import type { Case, Stats } from '@/types/api';

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

function setup() {
  signIn(client);
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: client },
    'GET /api/my-permissions': { body: [{ role: 'client', permission: 'view_own_cases', granted: true }] },
    'GET /api/cases': { body: cases },
    'GET /api/stats': { body: stats },
  });
  return { fetchMock, ...renderWithProviders(<ClientPortal />, { route: '/client' }) };
}

// jsdom gives the dropdown no size, so Mantine keeps it display:none (floating-ui "hide"): query hidden options.
const pick = async (user: { click: (el: Element) => Promise<void> }, name: string) =>
  user.click(await screen.findByRole('option', { name, hidden: true }));

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Your cases' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[4].textContent);

describe('ClientPortal', () => {
  it('lists the cases with the guide columns, the stat cards and the MI summary', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Your Cases (3)' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Company',
      'Created At',
      'KAM ID',
      'BHRUK ID',
      'Client Name',
      'Instructed',
      'Current Status',
      'Invoiced',
    ]);
    expect(rowNames()).toEqual(['Recent Sent', 'Older Sent', 'Ancient Need']);
    expect(await screen.findByTestId('stat-sent')).toHaveTextContent('Completed2');
    expect(screen.getByRole('region', { name: 'MI Classification Summary' })).toHaveTextContent('(50%)');
    expect(screen.getByRole('status', { name: 'Welcome' })).toHaveTextContent('Welcome back, Cora Client!');
  });

  it('filters by date range and by status', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Your Cases (3)' });

    await user.click(screen.getByRole('combobox', { name: 'Date Range' }));
    await pick(user, 'Last 7 Days');
    expect(screen.getByRole('heading', { name: 'Your Cases (1)' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Recent Sent']);

    await user.click(screen.getByRole('combobox', { name: 'Date Range' }));
    await pick(user, 'Last 3 Months');
    expect(rowNames()).toEqual(['Recent Sent', 'Older Sent']);

    await user.click(screen.getByRole('combobox', { name: 'Date Range' }));
    await pick(user, 'All Time');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await pick(user, 'Need Instructions');
    expect(rowNames()).toEqual(['Ancient Need']);
  }, 20_000);

  it('asks the server for the stats of the chosen status and refetches on Refresh', async () => {
    const { user, fetchMock } = setup();
    await screen.findByRole('heading', { name: 'Your Cases (3)' });
    await user.click(screen.getByRole('button', { name: /Completed/ }));
    expect(screen.getByRole('heading', { name: 'Your Cases (2)' })).toBeInTheDocument();
    expect(await screen.findByText('Filtered Cases')).toBeInTheDocument();
    const statsUrls = () =>
      fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/stats'));
    expect(statsUrls()).toContain('/api/stats?status=sent');

    const caseCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/cases').length;
    const before = caseCalls();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(caseCalls()).toBe(before + 1));
  }, 20_000);

  it('asks the server with the search text for the list and the stat cards, after a pause or on Enter', async () => {
    const { user, fetchMock } = setup();
    await screen.findByRole('heading', { name: 'Your Cases (3)' });
    // The server answers the search (cases/filters.py holds the rule): here only "Older Sent" matches "older".
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const search = url.searchParams.get('search');
      const body =
        url.pathname === '/api/cases'
          ? cases.filter((c) => !search || c.clientName.toLowerCase().includes(search))
          : url.pathname === '/api/stats'
            ? stats
            : url.pathname === '/api/auth/user'
              ? client
              : [];
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    });
    const box = screen.getByRole('searchbox', { name: 'Search cases' });

    fireEvent.keyDown(document.body, { key: '/' });
    expect(box).toHaveFocus();
    await user.keyboard('older');
    const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
    // A slow machine may send a prefix first ("olde" also finds one case): wait for the whole word's answer.
    await vi.waitFor(() => expect(urls()).toContain('/api/cases?search=older'));
    expect(await screen.findByRole('heading', { name: 'Your Cases (1)' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Older Sent']);
    await vi.waitFor(() => expect(urls()).toContain('/api/stats?search=older'));
    expect(screen.getByText('Filtered Cases')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'nobody here{Enter}');
    expect(await screen.findByRole('heading', { name: 'Your Cases (0)' })).toBeInTheDocument();
    expect(urls()).toContain('/api/cases?search=nobody+here');
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
