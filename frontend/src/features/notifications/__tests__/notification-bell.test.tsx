import { AppHeader } from '@/components/layout/app-header';
import { TopBarSlot } from '@/components/layout/top-bar-slot';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import type { Notice, NoticePage } from '@/types/notifications';
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

const notice = (id: number, overrides: Partial<Notice> = {}): Notice => ({
  id,
  kind: 'assigned',
  caseId: 100 + id,
  text: `Case KIND${id} was assigned to you.`,
  createdAt: '2026-06-15T08:05:00Z',
  readAt: null,
  ...overrides,
});

const pageOf = (data: Notice[], unread: number): NoticePage => ({
  data,
  unread,
  pagination: {
    currentPage: 1,
    itemsPerPage: 10,
    totalItems: data.length,
    totalPages: 1,
    hasPreviousPage: false,
    hasNextPage: false,
  },
});

function setup(role: 'staff' | 'client' = 'staff', handlers: Record<string, FakeHandler> = {}) {
  const user = makeUser({ role });
  signIn(user);
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: user },
    'GET /api/my-permissions': { status: 500, body: 'x' },
    'GET /api/notifications': {
      body: pageOf(
        [notice(1), notice(2, { readAt: '2026-06-15T09:00:00Z', text: 'You were mentioned.' })],
        3,
      ),
    },
    ...handlers,
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return { ...renderWithProviders(<NotificationBell />), fetchMock };
}

const posted = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).startsWith('/api/notifications/read') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('NotificationBell', () => {
  it('names the unread count, badges it and announces it politely', async () => {
    const { fetchMock } = setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    const region = screen.getByTestId('unread-announcement');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('3 unread notifications.');
    const url = new URL(
      String(fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/notifications'))?.[0]),
      'http://x',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '1', limit: '10' });
  });

  it('lists the latest notices, unread ones in words, each a link to its case', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /Notifications, 3 unread/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications, 3 unread' });
    const list = await within(dialog).findByRole('list', { name: 'Latest notifications' });
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Unread: Case KIND1 was assigned to you.');
    expect(links[0]).toHaveAttribute('href', '/cases/101');
    expect(links[1]).toHaveAccessibleName('You were mentioned.');
    expect(within(dialog).getAllByText('15/06/2026, 09:05')).toHaveLength(2);
    expect(within(dialog).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/notifications');
  });

  it('marks a notice read when it is opened, and refreshes the count', async () => {
    let unread = 3;
    const { user, fetchMock } = setup('staff', {
      'GET /api/notifications': () => ({ body: pageOf([notice(1)], unread) }),
      'POST /api/notifications/read': () => {
        unread = 2;
        return { body: { unread } };
      },
    });
    await user.click(await screen.findByRole('button', { name: /3 unread/ }));
    await user.click(await screen.findByRole('link', { name: /Case KIND1/ }));
    await waitFor(() => expect(posted(fetchMock)).toEqual([{ ids: [1] }]));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-announcement')).toHaveTextContent('2 unread notifications.');
  });

  it('does not mark a notice that is already read', async () => {
    const { user, fetchMock } = setup();
    await user.click(await screen.findByRole('button', { name: /3 unread/ }));
    await user.click(await screen.findByRole('link', { name: 'You were mentioned.' }));
    expect(posted(fetchMock)).toEqual([]);
  });

  it('marks all as read', async () => {
    const { user, fetchMock } = setup('staff', { 'POST /api/notifications/read': { body: { unread: 0 } } });
    await user.click(await screen.findByRole('button', { name: /3 unread/ }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(posted(fetchMock)).toEqual([{ all: true }]));
  });

  it('is not shown to clients, who get no notices', async () => {
    const { fetchMock } = setup('client');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.anything()));
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/notifications'))).toBe(false);
  });

  it('sits in the top bar beside the menu button when the app provides it', async () => {
    const user = makeUser({ role: 'staff' });
    signIn(user);
    mockFetch({
      'GET /api/auth/user': { body: user },
      'GET /api/my-permissions': { status: 500, body: 'x' },
      'GET /api/notifications': { body: pageOf([], 0) },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(
      <TopBarSlot value={NotificationBell}>
        <AppHeader />
      </TopBarSlot>,
    );
    const banner = screen.getByRole('banner');
    expect(
      await within(banner).findByRole('button', { name: 'Notifications, none unread' }),
    ).toBeInTheDocument();
  });
});
