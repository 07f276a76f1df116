import { DashboardScreen } from '@/features/cases/components/dashboard-screen';
import type { SavedView, Stats, User } from '@/types/api';
import {
  configure,
  fireEvent,
  makeUser,
  mockFetch,
  renderRoutes,
  screen,
  signIn,
  waitFor,
  within,
  type FakeResponse,
} from '@/testing/test-utils';
import { makeCase } from '@/testing/data-generators';

// The dashboard renders a lot under jsdom; on a busy machine the default 1 s wait is too short.
configure({ asyncUtilTimeout: 5000 });

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

const PAGE = {
  data: [makeCase({ id: 21 })],
  pagination: {
    currentPage: 1,
    itemsPerPage: 50,
    totalItems: 1,
    totalPages: 1,
    hasPreviousPage: false,
    hasNextPage: false,
  },
};

const savedView = (overrides: Partial<SavedView>): SavedView => ({
  id: 1,
  name: 'View',
  filters: {},
  shared: false,
  owner: { id: 1, name: 'Sam Staff' },
  canEdit: true,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

function UploadStub() {
  return null;
}

type Handlers = Record<string, FakeResponse | ((init: RequestInit) => FakeResponse)>;

function setup(user: User, views: SavedView[], handlers: Handlers = {}, route = '/') {
  signIn(user);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: user },
    'GET /api/my-permissions': { status: 500, body: 'x' },
    'GET /api/cases/paginated': { body: PAGE },
    'GET /api/stats': { body: STATS },
    'GET /api/companies': { body: ['Acme Ltd', 'Globex Plc'] },
    'GET /api/saved-views': { body: views },
    ...handlers,
  });
  const result = renderRoutes([{ path: '/', element: <DashboardScreen UploadDialog={UploadStub} /> }], {
    route,
  });
  const search = () => new URLSearchParams(result.router.state.location.search);
  const asked = (path: string) =>
    fetchMock.mock.calls
      .map(([input, init]) => ({ url: new URL(String(input), 'http://x'), init }))
      .filter(({ url }) => url.pathname === path);
  return { ...result, fetchMock, search, asked };
}

const staff = makeUser({ id: 1, role: 'staff' });
const admin = makeUser({ id: 5, role: 'admin', firstName: 'Ada', lastName: 'Admin' });

describe('the dashboard search box (guide: screens#search-box)', { timeout: 60_000 }, () => {
  it('sends search= to the list and the stats after the debounce, writes it to the URL, and / focuses it', async () => {
    const { user, search, asked } = setup(staff, [], {}, '/?ref=x');
    const box = await screen.findByRole('searchbox', { name: 'Search cases' });
    await screen.findByRole('button', { name: 'View details 1021' });

    fireEvent.keyDown(document.body, { key: '/' });
    expect(box).toHaveFocus();
    await user.keyboard('KIND1234');
    await waitFor(() => expect(search().get('search')).toBe('KIND1234'));
    await waitFor(() =>
      expect(
        asked('/api/cases/paginated').some(({ url }) => url.searchParams.get('search') === 'KIND1234'),
      ).toBe(true),
    );
    expect(asked('/api/stats').some(({ url }) => url.searchParams.get('search') === 'KIND1234')).toBe(true);
    // The Client Name and KAM ID filters stay (guide: api#endpoints).
    expect(screen.getByRole('searchbox', { name: 'Client Name' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'KAM ID' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(search().get('search')).toBeNull());
    expect(search().get('ref')).toBe('x');
    expect(box).toHaveValue('');
  });

  it('searches at once on Enter and reads the search back from a link', async () => {
    const { user, search } = setup(staff, [], {}, '/?search=jane%40example.com');
    const box = await screen.findByRole('searchbox', { name: 'Search cases' });
    expect(box).toHaveValue('jane@example.com');
    await user.clear(box);
    await user.type(box, '556677{Enter}');
    expect(search().get('search')).toBe('556677');
  });
});

describe('saved views (guide: screens#saved-views)', { timeout: 60_000 }, () => {
  it('applies a chosen view: its filters, search, sort and page size go to the URL and the list', async () => {
    const views = [
      savedView({
        id: 7,
        name: 'Acme holds',
        filters: { company: 'Acme Ltd', status: 'on_hold', search: 'jane', sortBy: 'createdAt', limit: '25' },
      }),
    ];
    const { user, search, asked } = setup(staff, views);
    const picker = await screen.findByRole('combobox', { name: 'Saved view' });
    await waitFor(() =>
      expect(within(picker).getByRole('option', { name: 'Acme holds' })).toBeInTheDocument(),
    );

    await user.selectOptions(picker, 'Acme holds');

    await waitFor(() => expect(search().get('status')).toBe('on_hold'));
    expect(Object.fromEntries(search())).toEqual({
      company: 'Acme Ltd',
      status: 'on_hold',
      search: 'jane',
      sortBy: 'createdAt',
      limit: '25',
    });
    expect(screen.getByRole('searchbox', { name: 'Search cases' })).toHaveValue('jane');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('on_hold');
    expect(picker).toHaveValue('7');
    await waitFor(() =>
      expect(
        asked('/api/cases/paginated').some(
          ({ url }) =>
            url.searchParams.get('company') === 'Acme Ltd' &&
            url.searchParams.get('search') === 'jane' &&
            url.searchParams.get('sortBy') === 'createdAt' &&
            url.searchParams.get('sortOrder') === 'desc' &&
            url.searchParams.get('limit') === '25',
        ),
      ).toBe(true),
    );
    // The view is one's own: it can be renamed and deleted; staff may not share.
    expect(screen.getByRole('button', { name: 'Rename' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete view' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Shared with everyone' })).not.toBeInTheDocument();

    // Changing a filter leaves the view: the picker says so.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lock Status' }), 'Locked');
    await waitFor(() => expect(picker).toHaveValue(''));
  });

  it('saves the current view under a name, showing the server’s message when the name is taken', async () => {
    let posts = 0;
    const { user, asked } = setup(staff, [], {
      'POST /api/saved-views': () => {
        posts += 1;
        return posts === 1
          ? { status: 400, body: { message: 'You already have a view named “Mine”. Choose another name.' } }
          : { status: 201, body: savedView({ id: 9, name: 'Mine too', filters: { status: 'sent' } }) };
      },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'sent');
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    expect(within(dialog).queryByRole('checkbox', { name: /Share with everyone/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the view a name.')).toBeInTheDocument();
    expect(asked('/api/saved-views').filter(({ init }) => init?.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /View name/ }), 'Mine{Enter}');
    expect(
      await within(dialog).findByText('You already have a view named “Mine”. Choose another name.'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: /View name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /View name/ }), 'Mine too');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save view' })).not.toBeInTheDocument());
    const posted = asked('/api/saved-views').filter(({ init }) => init?.method === 'POST');
    expect(JSON.parse(String(posted.at(-1)?.init?.body))).toEqual({
      name: 'Mine too',
      shared: false,
      filters: { status: 'sent' },
    });
    expect(await screen.findByText('View saved')).toBeInTheDocument();
  });

  it('lets others use a shared view and save a copy, but not change it; role-assigners share their own', async () => {
    const theirs = savedView({
      id: 3,
      name: 'Team queue',
      filters: { status: 'sent' },
      shared: true,
      canEdit: false,
      owner: { id: 9, name: 'Max Manager' },
    });
    const own = savedView({
      id: 4,
      name: 'My locked',
      filters: { lockFilter: 'locked' },
      owner: { id: 5, name: 'Ada Admin' },
    });
    const { user, asked } = setup(admin, [theirs, own], {
      'POST /api/saved-views': { status: 201, body: savedView({ id: 10, name: 'Team queue (copy)' }) },
      'PUT /api/saved-views/4': { body: { ...own, shared: true } },
    });
    const picker = await screen.findByRole('combobox', { name: 'Saved view' });
    await waitFor(() =>
      expect(within(picker).getByRole('option', { name: 'Team queue (by Max Manager)' })).toBeInTheDocument(),
    );
    await user.selectOptions(picker, 'Team queue (by Max Manager)');
    await waitFor(() => expect(picker).toHaveValue('3'));
    expect(screen.queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete view' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Shared with everyone' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save as copy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as copy' });
    expect(within(dialog).getByRole('textbox', { name: /View name/ })).toHaveValue('Team queue (copy)');
    await user.click(within(dialog).getByRole('checkbox', { name: /Share with everyone/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(asked('/api/saved-views').some(({ init }) => init?.method === 'POST')).toBe(true),
    );
    const post = asked('/api/saved-views').find(({ init }) => init?.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      name: 'Team queue (copy)',
      shared: true,
      filters: { status: 'sent' },
    });

    await user.selectOptions(picker, 'My locked');
    const share = await screen.findByRole('switch', { name: 'Shared with everyone' });
    expect(share).not.toBeChecked();
    await user.click(share);
    await waitFor(() => expect(asked('/api/saved-views/4')).toHaveLength(1));
    expect(JSON.parse(String(asked('/api/saved-views/4')[0].init?.body))).toEqual({ shared: true });
  });
});
