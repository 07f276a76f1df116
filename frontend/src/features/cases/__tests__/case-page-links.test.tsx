import { useLocation, useParams } from 'react-router';

import { CaseCards } from '@/features/cases/components/case-cards';
import { CaseDetailsDialog } from '@/features/cases/components/case-details-dialog';
import { CaseTable, type CaseTableProps } from '@/features/cases/components/case-table';
import { DashboardScreen } from '@/features/cases/components/dashboard-screen';
import type { Stats } from '@/types/api';
import {
  act,
  makeUser,
  mockFetch,
  renderRoutes,
  renderWithProviders,
  screen,
  signIn,
  waitFor,
  within,
} from '@/testing/test-utils';
import { makeCase } from '@/testing/data-generators';

function CasePageStub() {
  const { caseId } = useParams();
  const { search } = useLocation();
  return (
    <p>
      Case page {caseId} {search}
    </p>
  );
}

const LIST_SEARCH = '?status=on_hold&page=3';

function renderList(List: typeof CaseTable, props: Partial<CaseTableProps> = {}) {
  const listProps: CaseTableProps = {
    cases: [makeCase({ id: 1, bhrukId: '4101' }), makeCase({ id: 2, bhrukId: null, clientName: '' })],
    sortBy: 'bhrukId',
    sortOrder: 'desc',
    onSort: vi.fn(),
    selection: {},
    onSelectionChange: vi.fn(),
    actionsFor: () => ['view'],
    onAction: vi.fn(),
    listSearch: LIST_SEARCH,
    ...props,
  };
  return renderRoutes(
    [
      { path: '/', element: <List {...listProps} /> },
      { path: '/cases/:caseId', element: <CasePageStub /> },
    ],
    { route: `/${LIST_SEARCH}` },
  );
}

describe.each([
  ['the table', CaseTable],
  ['the phone cards', CaseCards],
])('case page links in %s', (_, List) => {
  it('links the BHR UK ID and an Open action to the case page, with the list’s search and page', () => {
    renderList(List);
    expect(screen.getByRole('link', { name: '4101' })).toHaveAttribute('href', `/cases/1${LIST_SEARCH}`);
    expect(screen.getByRole('link', { name: 'Open case 4101' })).toHaveAttribute(
      'href',
      `/cases/1${LIST_SEARCH}`,
    );
    // A case without a BHR UK ID (or client name) is named by its id, and still has its Open link.
    expect(screen.getByRole('link', { name: 'Open case #2' })).toHaveAttribute(
      'href',
      `/cases/2${LIST_SEARCH}`,
    );
    expect(screen.getAllByRole('link', { name: /^Open case/ })).toHaveLength(2);
  });

  it('opens the case page inside the app, on a click or with the keyboard', async () => {
    const { user, router } = renderList(List);
    await user.click(screen.getByRole('link', { name: 'Open case 4101' }));
    expect(await screen.findByText(`Case page 1 ${LIST_SEARCH}`)).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');

    await act(() => router.navigate(-1));
    const link = await screen.findByRole('link', { name: '4101' });
    link.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`Case page 1 ${LIST_SEARCH}`)).toBeInTheDocument();
  });

  it('leaves a click with a modifier key to the browser (a new tab)', async () => {
    const { user, router } = renderList(List);
    // jsdom cannot open a tab: stand in for the browser after the list's own handler has let the click through.
    const browser = (event: Event) => event.preventDefault();
    document.addEventListener('click', browser);
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: '4101' }));
    await user.keyboard('{/Control}');
    document.removeEventListener('click', browser);
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers Open on a merged case, which has no other action than View', () => {
    renderList(List, { cases: [makeCase({ id: 5, bhrukId: '4105', isMerged: true, mergedIntoId: 1 })] });
    expect(screen.getByRole('link', { name: 'Open case 4105' })).toHaveAttribute(
      'href',
      `/cases/5${LIST_SEARCH}`,
    );
  });
});

describe('the Case Details dialog', () => {
  it('links to the case page near its top', async () => {
    mockFetch({ 'GET /api/cases/7/history': { body: [] } });
    renderWithProviders(<CaseDetailsDialog caseData={makeCase({ id: 7 })} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Case Details' });
    const link = within(dialog).getByRole('link', { name: 'Open case page' });
    expect(link).toHaveAttribute('href', '/cases/7');
    // Before the first section.
    const basic = within(dialog).getByRole('region', { name: 'Basic Information' });
    expect(link.compareDocumentPosition(basic) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

const STATS: Stats = {
  total: 120,
  needInstructions: 120,
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

function setupDashboard(route: string) {
  const admin = makeUser({ role: 'admin' });
  signIn(admin);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: admin },
    'GET /api/my-permissions': { status: 500, body: 'x' },
    'GET /api/cases/paginated': (_init, url) => {
      const page = Number(url.searchParams.get('page') ?? '1');
      return {
        body: {
          data: page <= 3 ? [makeCase({ id: 20 + page, bhrukId: String(1020 + page) })] : [],
          pagination: {
            currentPage: page,
            itemsPerPage: 50,
            totalItems: 120,
            totalPages: 3,
            hasPreviousPage: page > 1,
            hasNextPage: page < 3,
          },
        },
      };
    },
    'GET /api/stats': { body: STATS },
    'GET /api/companies': { body: ['Acme Ltd'] },
    'GET /api/cases/mi-summary': { body: { deficit: 0, surplus: 0 } },
  });
  const result = renderRoutes(
    [
      { path: '/', element: <DashboardScreen UploadDialog={UploadStub} /> },
      { path: '/cases/:caseId', element: <CasePageStub /> },
    ],
    { route },
  );
  const pagesAsked = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/cases/paginated')
      .map((url) => url.searchParams.get('page'));
  return { ...result, fetchMock, pagesAsked };
}

describe('the dashboard’s page in the URL and the case links', () => {
  it('reads the page from the URL and links cases with the list’s search and page', async () => {
    const { pagesAsked } = setupDashboard('/?status=need_instructions&page=2');
    const link = await screen.findByRole('link', { name: 'Open case 1022' });
    expect(link).toHaveAttribute('href', '/cases/22?status=need_instructions&page=2');
    expect(pagesAsked()[0]).toBe('2');
  });

  it('writes the page to the URL, and Back from a case page returns to the same page', async () => {
    const { user, router, pagesAsked } = setupDashboard('/?status=need_instructions');
    await screen.findByRole('link', { name: 'Open case 1021' });
    expect(router.state.location.search).toBe('?status=need_instructions');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=need_instructions&page=2'));
    expect(router.state.historyAction).toBe('REPLACE');
    await user.click(await screen.findByRole('link', { name: '1022' }));
    expect(await screen.findByText('Case page 22 ?status=need_instructions&page=2')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('link', { name: 'Open case 1022' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=need_instructions&page=2');
    expect(pagesAsked().at(-1)).toBe('2');

    // A filter change goes back to page 1, which the URL leaves out.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lock Status' }), 'Locked');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=need_instructions&lockFilter=locked'),
    );
  });

  it('moves a page past the end (cases went away since) to the last page', async () => {
    const { router, pagesAsked } = setupDashboard('/?status=need_instructions&page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?status=need_instructions&page=3'));
    expect(await screen.findByRole('link', { name: 'Open case 1023' })).toBeInTheDocument();
    expect(pagesAsked()).toEqual(['9', '3']);
  });
});
