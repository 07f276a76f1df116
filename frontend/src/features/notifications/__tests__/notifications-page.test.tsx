import { NotificationsPage } from '@/features/notifications/components/notifications-page';
import type { Notice, NoticePage } from '@/types/notifications';
import {
  makeUser,
  mockFetch,
  renderWithProviders,
  screen,
  signIn,
  waitFor,
  within,
} from '@/testing/test-utils';

const notice = (id: number): Notice => ({
  id,
  kind: 'overdue',
  caseId: id,
  text: `Case KIND${id} is overdue.`,
  createdAt: '2026-06-15T08:05:00Z',
  readAt: null,
});

/** 60 notices, 25 a page. */
function page(url: URL): NoticePage {
  const current = Number(url.searchParams.get('page'));
  const limit = Number(url.searchParams.get('limit'));
  const first = (current - 1) * limit + 1;
  const ids = Array.from({ length: Math.max(0, Math.min(limit, 60 - first + 1)) }, (_, i) => first + i);
  return {
    data: ids.map(notice),
    unread: 60,
    pagination: {
      currentPage: current,
      itemsPerPage: limit,
      totalItems: 60,
      totalPages: Math.ceil(60 / limit),
      hasPreviousPage: current > 1,
      hasNextPage: current * limit < 60,
    },
  };
}

function setup(extra: Parameters<typeof mockFetch>[0] = {}) {
  const user = makeUser({ role: 'staff' });
  signIn(user);
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: user },
    'GET /api/my-permissions': { status: 500, body: 'x' },
    'GET /api/notifications': (_init, url) => ({ body: page(url) }),
    'GET /api/notifications/preferences': {
      body: {
        assigned: 'in_app_and_email',
        mentioned: 'in_app',
        due_soon: 'in_app',
        overdue: 'in_app',
        request_answered: 'in_app',
      },
    },
    ...extra,
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return { ...renderWithProviders(<NotificationsPage />), fetchMock };
}

describe('NotificationsPage', () => {
  it('pages through every notice with the shared pager', async () => {
    const { user, fetchMock } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '/cases/1');
    const pager = screen.getByRole('navigation', { name: 'Notification pages' });
    expect(within(pager).getByText('Showing 1 to 25 of 60')).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(pager).getByText('Showing 26 to 50 of 60')).toBeInTheDocument());
    expect(
      within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('link')[0],
    ).toHaveAttribute('href', '/cases/26');
    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .filter((url) => url.pathname === '/api/notifications')
      .map((url) => url.search);
    expect(asked).toEqual(['?page=1&limit=25', '?page=2&limit=25']);
  });

  it('saves the per-kind preferences and says so', async () => {
    let sent: unknown = null;
    const { user } = setup({
      'PUT /api/notifications/preferences': (init) => {
        sent = JSON.parse(String(init.body));
        return { body: sent };
      },
    });
    const overdue = await screen.findByRole('radiogroup', { name: 'Overdue' });
    expect(
      within(screen.getByRole('radiogroup', { name: 'Case assigned to you' })).getByRole('radio', {
        name: 'In the app and the daily e-mail',
      }),
    ).toBeChecked();
    await user.click(within(overdue).getByRole('radio', { name: 'In the app and the daily e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    expect(sent).toEqual({
      assigned: 'in_app_and_email',
      mentioned: 'in_app',
      due_soon: 'in_app',
      overdue: 'in_app_and_email',
      request_answered: 'in_app',
    });
  });
});
