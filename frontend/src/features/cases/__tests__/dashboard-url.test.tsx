import { DashboardScreen } from '@/features/cases/components/dashboard-screen';
import type { Stats } from '@/types/api';
import { makeUser, mockFetch, renderRoutes, screen, signIn, waitFor } from '@/testing/test-utils';
import { makeCase } from '@/testing/data-generators';

const STATS: Stats = {
  total: 1,
  needInstructions: 1,
  onHold: 0,
  inProduction: 0,
  completed: 0,
  mergedOnly: 0,
  cancelledOnly: 0,
  cancelledAndMerged: 0,
  overdue: 0,
  dueSoon: 0,
};

function UploadStub() {
  return null;
}

function setup(route: string, miCounts = { deficit: 0, surplus: 0 }) {
  const admin = makeUser({ role: 'admin' });
  signIn(admin);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: admin },
    'GET /api/my-permissions': { status: 500, body: 'x' },
    'GET /api/cases/paginated': {
      body: {
        data: [makeCase({ id: 21 })],
        pagination: {
          currentPage: 1,
          itemsPerPage: 50,
          totalItems: 1,
          totalPages: 1,
          hasPreviousPage: false,
          hasNextPage: false,
        },
      },
    },
    'GET /api/stats': { body: STATS },
    'GET /api/companies': { body: ['Acme Ltd', 'Globex Plc', 'initech'] },
    'GET /api/cases/mi-summary': { body: miCounts },
  });
  const result = renderRoutes([{ path: '/', element: <DashboardScreen UploadDialog={UploadStub} /> }], {
    route,
  });
  const search = () => new URLSearchParams(result.router.state.location.search);
  return { ...result, fetchMock, search };
}

describe('dashboard filters in the URL', () => {
  it('offers every company from GET /api/companies, plus a company named by the URL', async () => {
    const { fetchMock } = setup('/?company=Umbrella');
    const select = await screen.findByRole('combobox', { name: 'Company' });
    await waitFor(() => expect(select.querySelectorAll('option')).toHaveLength(5));
    const options = [...select.querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual(['All Companies', 'Umbrella', 'Acme Ltd', 'Globex Plc', 'initech']);
    expect(select).toHaveValue('Umbrella');
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/companies');
    // Nothing reads 1000 cases: the MI summary asks the server for its two counts.
    expect(urls.filter((u) => u.includes('limit=1000'))).toEqual([]);
  });

  it('writes filter changes back with replace, searches after their debounce, and Clear Filters empties them', async () => {
    const { user, router, search } = setup('/?status=on_hold&ref=mail');
    await screen.findByRole('button', { name: 'View details 1021' });
    const entries = () => router.state.historyAction;

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Company' }), 'Globex Plc');
    await waitFor(() => expect(search().get('company')).toBe('Globex Plc'));
    expect(search().get('status')).toBe('on_hold');
    expect(search().get('ref')).toBe('mail');
    expect(entries()).toBe('REPLACE');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Lock Status' }), 'Locked');
    await user.type(screen.getByRole('searchbox', { name: 'KAM ID' }), '123');
    await user.type(screen.getByRole('searchbox', { name: 'Client Name' }), 'Smith');
    expect(search().get('lockFilter')).toBe('locked');
    expect(search().get('clientNameSearch')).toBeNull(); // still debouncing
    await waitFor(() => expect(search().get('clientNameSearch')).toBe('Smith'));
    expect(search().get('kamSearch')).toBe('123');
    expect(entries()).toBe('REPLACE');

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ref=mail'));
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('all');
  });

  it('restores the view from the written URL on reload', async () => {
    const { user, router, unmount } = setup('/');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'sent');
    await user.type(screen.getByRole('searchbox', { name: 'KAM ID' }), 'K9');
    await waitFor(() => expect(router.state.location.search).toBe('?status=sent&kamSearch=K9'));
    const written = router.state.location.search;
    unmount();

    const { fetchMock } = setup(`/${written}`);
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('sent');
    expect(screen.getByRole('searchbox', { name: 'KAM ID' })).toHaveValue('K9');
    const asked = (input: unknown) => {
      const url = new URL(String(input), 'http://localhost');
      return url.pathname === '/api/cases/paginated' && url.searchParams.get('kamSearch') === 'K9';
    };
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => asked(input))).toBe(true));
    const first = new URL(String(fetchMock.mock.calls.find(([input]) => asked(input))?.[0]), 'http://x');
    expect(first.searchParams.get('status')).toBe('sent');
  });

  it('asks the server for the MI summary under the same filters as the list', async () => {
    const { fetchMock } = setup('/?company=Acme%20Ltd&kamSearch=K9&lockFilter=locked');
    await screen.findByRole('button', { name: 'View details 1021' });
    const summaryUrls = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://x'))
        .filter((url) => url.pathname === '/api/cases/mi-summary');
    await waitFor(() => expect(summaryUrls()).toHaveLength(1));
    const params = summaryUrls()[0].searchParams;
    expect(params.get('limit')).toBeNull();
    expect(params.get('company')).toBe('Acme Ltd');
    expect(params.get('kamSearch')).toBe('K9');
    expect(params.get('lockFilter')).toBe('locked');
  });

  it('shows the counts the server gives for the filters, and no summary when it counts none', async () => {
    const { fetchMock } = setup('/?status=on_hold');
    await screen.findByRole('button', { name: 'View details 1021' });
    const asked = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://x'))
        .filter((url) => url.pathname === '/api/cases/mi-summary');
    // The server decides that another status leaves no Sent case to count (cases.selectors.case_mi_summary).
    await waitFor(() => expect(asked()).toHaveLength(1));
    expect(asked()[0].searchParams.get('status')).toBe('on_hold');
    expect(screen.queryByRole('region', { name: 'MI Classification Summary' })).not.toBeInTheDocument();
  });

  it('draws the MI summary from the server counts', async () => {
    setup('/', { deficit: 1, surplus: 3 });
    const summary = await screen.findByRole('region', { name: 'MI Classification Summary' });
    expect(summary).toHaveTextContent('Impecunious (deficit)1(25%)');
    expect(summary).toHaveTextContent('Impecunious (STUS) (surplus)3(75%)');
  });
});
