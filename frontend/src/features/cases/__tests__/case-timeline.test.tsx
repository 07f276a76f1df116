import { CaseTimeline } from '@/features/cases/components/case-timeline/case-timeline';
import type { FakeHandler } from '@/testing/test-utils';
import {
  act,
  makeUser,
  mockFetch,
  renderWithProviders,
  screen,
  signIn,
  waitFor,
  within,
} from '@/testing/test-utils';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const staff = makeUser({ id: 4, firstName: 'Ada', lastName: 'Lovelace', role: 'staff' });
const admin = makeUser({
  id: 1,
  email: 'admin@example.com',
  firstName: 'Ann',
  lastName: 'Admin',
  role: 'admin',
});

type CommentOverrides = Partial<{
  id: number;
  body: string;
  author: { id: number | null; name: string };
  mentions: { id: number; name: string }[];
  createdAt: string;
  editedAt: string | null;
}>;

const comment = (overrides: CommentOverrides = {}) => {
  const c = {
    id: 11,
    caseId: 7,
    body: 'A note',
    author: { id: 4, name: 'Ada Lovelace' },
    mentions: [],
    createdAt: ago(5),
    editedAt: null,
    ...overrides,
  };
  return { kind: 'comment', at: c.createdAt, comment: c };
};

const statusChange = {
  kind: 'event',
  at: '2026-07-01T13:05:09+00:00',
  event: {
    id: 2,
    caseId: 7,
    action: 'update',
    actorId: 1,
    actorEmail: 'ann@example.com',
    changes: { currentStatus: ['in_production', 'on_hold'] },
    fields: [
      {
        field: 'currentStatus',
        old: 'in_production',
        new: 'on_hold',
        label: 'Current Status',
        oldText: 'In Production',
        newText: 'On Hold',
      },
      {
        field: 'miAmount',
        old: '10.00',
        new: '1250.50',
        label: 'MI Amount',
        oldText: '£10.00',
        newText: '£1,250.50',
      },
    ],
    createdAt: '2026-07-01T13:05:09+00:00',
  },
};

const created = {
  kind: 'event',
  at: '2026-06-30T09:00:00+00:00',
  event: {
    id: 1,
    caseId: 7,
    action: 'create',
    actorId: null,
    actorEmail: '',
    changes: null,
    fields: [],
    createdAt: '2026-06-30T09:00:00+00:00',
  },
};

function setUp(user: ReturnType<typeof makeUser>, handlers: Record<string, FakeHandler>) {
  signIn(user);
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: user },
    'GET /api/my-permissions': { body: [] },
    'GET /api/users/mentionable': (_init, url) => ({
      body: [
        { id: 4, name: 'Ada Lovelace' },
        { id: 9, name: 'Adam Smith' },
      ].filter((u) => u.name.toLowerCase().includes((url.searchParams.get('q') ?? '').toLowerCase())),
    }),
    ...handlers,
  });
  const view = renderWithProviders(<CaseTimeline caseId={7} />);
  return { ...view, fetchMock };
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path,
  );

const listItems = async () => {
  const section = await screen.findByRole('region', { name: 'Timeline' });
  return within(await within(section).findByRole('list')).getAllByRole('listitem');
};

// In jsdom every box measures 0 x 0, so Mantine's dropdown hides itself as "detached" (display: none), and a closed
// one stays mounted, hidden: its listbox and options are found with `hidden: true`, and whether the list is open is
// read from the field, which names the list it controls (aria-controls) only while it is open.
describe('Case timeline', () => {
  it('shows events in the Audit Log’s words and comments as typed, newest first', async () => {
    setUp(staff, {
      'GET /api/cases/7/timeline': {
        body: {
          items: [
            comment({
              id: 12,
              body: 'Chased @Adam Smith\nby phone <b>today</b>',
              author: { id: 9, name: 'Adam Smith' },
              mentions: [{ id: 9, name: 'Adam Smith' }],
              createdAt: '2026-07-02T08:30:00+00:00',
              editedAt: '2026-07-02T08:35:00+00:00',
            }),
            statusChange,
            created,
          ],
          next: null,
        },
      },
    });

    expect(screen.getByRole('heading', { level: 2, name: 'Timeline' })).toBeInTheDocument();
    const items = await listItems();
    expect(items.map((item) => item.textContent)).toEqual([
      'Adam Smith commented · 02/07/2026, 09:30 · editedChased @Adam Smith\nby phone <b>today</b>',
      'Update by ann@example.com · 01/07/2026, 14:05Current Status: In Production → On HoldMI Amount: £10.00 → £1,250.50',
      'Create by system · 30/06/2026, 10:00',
    ]);
    const section = screen.getByRole('region', { name: 'Timeline' });
    expect(section).not.toHaveTextContent(/currentStatus|in_production|miAmount|1250\.50/);
    // The body is text, never markup; the mention stands out as its own element.
    expect(within(items[0]).queryByText('today', { selector: 'b' })).not.toBeInTheDocument();
    expect(within(items[0]).getByText('@Adam Smith')).toHaveStyle({ fontWeight: '700' });
  });

  it('says when nothing has happened yet, and shows a failed load in words', async () => {
    setUp(staff, { 'GET /api/cases/7/timeline': { body: { items: [], next: null } } });
    expect(await screen.findByText('Nothing has happened on this case yet.')).toBeInTheDocument();
  });

  it('shows the server’s message when the timeline cannot be read', async () => {
    setUp(staff, { 'GET /api/cases/7/timeline': { status: 404, body: { message: 'Case not found.' } } });
    expect(screen.getByLabelText('Loading timeline')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Case not found.');
  });

  it('loads the older page with ?before=<cursor> when Show older is pressed', async () => {
    const { user, fetchMock } = setUp(staff, {
      'GET /api/cases/7/timeline': (_init, url) =>
        url.searchParams.get('before') === 'cursor-1'
          ? { body: { items: [created], next: null } }
          : { body: { items: [statusChange], next: 'cursor-1' } },
    });

    expect(await listItems()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Show older' }));

    await waitFor(async () => expect(await listItems()).toHaveLength(2));
    const items = await listItems();
    expect(items[1]).toHaveTextContent('Create by system');
    expect(items[1]).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    const urls = calls(fetchMock, 'GET', '/api/cases/7/timeline').map(([input]) => String(input));
    expect(urls).toEqual([
      '/api/cases/7/timeline?limit=50',
      '/api/cases/7/timeline?before=cursor-1&limit=50',
    ]);
  });

  it('posts {body, mentions} with the user chosen from the @ list by keyboard, then clears and refreshes', async () => {
    let posted: unknown = null;
    const { user, fetchMock } = setUp(staff, {
      'GET /api/cases/7/timeline': { body: { items: [created], next: null } },
      'POST /api/cases/7/comments': (init) => {
        posted = JSON.parse(String(init.body));
        return { status: 201, body: comment().comment };
      },
    });
    await listItems();

    const field = screen.getByRole('textbox', { name: 'Add an internal comment' });
    expect(field).toHaveAccessibleDescription(/Clients never see comments/);
    await user.type(field, 'Please check @Ad');
    const list = await screen.findByRole('listbox', { name: 'Staff to mention', hidden: true });
    expect(await within(list).findByRole('option', { name: 'Adam Smith', hidden: true })).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-controls', list.id);
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute(
      'aria-activedescendant',
      within(list).getByRole('option', { name: 'Ada Lovelace', hidden: true }).id,
    );
    await user.keyboard('{Enter}');

    expect(field).toHaveValue('Please check @Ada Lovelace ');
    expect(field).not.toHaveAttribute('aria-controls');
    await user.type(field, 'today');
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByText('Comment added')).toBeInTheDocument();
    expect(posted).toEqual({ body: 'Please check @Ada Lovelace today', mentions: [4] });
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/cases/7/timeline')).toHaveLength(2));
  });

  it('closes the @ list on Escape and sends no mention whose name was edited away', async () => {
    let posted: unknown = null;
    const { user } = setUp(staff, {
      'GET /api/cases/7/timeline': { body: { items: [], next: null } },
      'POST /api/cases/7/comments': (init) => {
        posted = JSON.parse(String(init.body));
        return { status: 201, body: comment().comment };
      },
    });
    const field = screen.getByRole('textbox', { name: 'Add an internal comment' });

    await user.type(field, '@Ada');
    await screen.findByRole('option', { name: 'Ada Lovelace', hidden: true });
    expect(field).toHaveAttribute('aria-controls');
    await user.keyboard('{Escape}');
    expect(field).not.toHaveAttribute('aria-controls');
    await user.type(field, 'x');
    expect(field).not.toHaveAttribute('aria-controls'); // closed for this mention, not reopened by typing on
    await user.type(field, '{Backspace}');

    await user.type(field, ' and @Ada');
    await user.click(await screen.findByRole('option', { name: 'Ada Lovelace', hidden: true }));
    expect(field).toHaveValue('@Ada and @Ada Lovelace ');
    await user.type(field, '{Backspace}{Backspace}{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Comment' }));

    await screen.findByText('Comment added');
    expect(posted).toEqual({ body: '@Ada and @Ada Lovela', mentions: [] });
  });

  it('shows the server’s field error under the field, and an empty comment is not sent', async () => {
    const { user, fetchMock } = setUp(staff, {
      'GET /api/cases/7/timeline': { body: { items: [], next: null } },
      'POST /api/cases/7/comments': {
        status: 400,
        body: {
          message: 'Only staff users can be mentioned.',
          errors: { mentions: ['Only staff users can be mentioned.'] },
        },
      },
    });
    const field = screen.getByRole('textbox', { name: 'Add an internal comment' });

    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(field).toHaveAccessibleDescription(/Comment cannot be empty\./);
    expect(calls(fetchMock, 'POST', '/api/cases/7/comments')).toHaveLength(0);

    await user.type(field, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Only staff users can be mentioned\./));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('Hello');
  });

  it('shows a character count near the 5,000 limit', async () => {
    const { user } = setUp(staff, { 'GET /api/cases/7/timeline': { body: { items: [], next: null } } });
    const field = screen.getByRole('textbox', { name: 'Add an internal comment' });
    expect(field).not.toHaveAccessibleDescription(/characters/);
    await user.click(field);
    await user.paste('x'.repeat(4600));
    expect(field).toHaveAccessibleDescription(/4,600 \/ 5,000 characters/);
  });

  it('offers Edit and Delete to the author within 15 minutes only', async () => {
    setUp(staff, {
      'GET /api/cases/7/timeline': {
        body: {
          items: [
            comment({ id: 13, body: 'Mine, new' }),
            comment({ id: 12, body: 'Someone else’s', author: { id: 9, name: 'Adam Smith' } }),
            comment({ id: 11, body: 'Mine, old', createdAt: ago(20) }),
          ],
          next: null,
        },
      },
    });
    const [mine, theirs, old] = await listItems();
    await waitFor(() => expect(within(mine).getByRole('button', { name: 'Edit' })).toBeInTheDocument());
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    for (const item of [theirs, old]) {
      expect(within(item).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
      expect(within(item).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    }
  });

  it('takes Edit and Delete away by itself when the 15 minutes end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setUp(staff, {
        'GET /api/cases/7/timeline': { body: { items: [comment({ createdAt: ago(14.5) })], next: null } },
      });
      const [item] = await listItems();
      expect(await within(item).findByRole('button', { name: 'Edit' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(31_000));
      expect(within(item).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
      expect(within(item).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers Edit and Delete on every comment to an admin', async () => {
    setUp(admin, {
      'GET /api/cases/7/timeline': {
        body: {
          items: [
            comment({ id: 12, author: { id: 9, name: 'Adam Smith' } }),
            comment({ id: 11, createdAt: ago(600) }),
          ],
          next: null,
        },
      },
    });
    const items = await listItems();
    for (const item of items) {
      expect(await within(item).findByRole('button', { name: 'Edit' })).toBeInTheDocument();
      expect(within(item).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    }
  });

  it('edits a comment in place and saves {body, mentions}', async () => {
    let put: unknown = null;
    const { user } = setUp(staff, {
      'GET /api/cases/7/timeline': { body: { items: [comment({ body: 'Old words' })], next: null } },
      'PUT /api/comments/11': (init) => {
        put = JSON.parse(String(init.body));
        return { body: { ...comment().comment, body: 'New words', editedAt: ago(0) } };
      },
    });
    const [item] = await listItems();
    await user.click(await within(item).findByRole('button', { name: 'Edit' }));

    const field = within(item).getByRole('textbox', { name: 'Edit comment' });
    expect(field).toHaveValue('Old words');
    await user.clear(field);
    await user.type(field, 'New words');
    await user.click(within(item).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Comment updated')).toBeInTheDocument();
    expect(put).toEqual({ body: 'New words', mentions: [] });
    await waitFor(() => expect(within(item).getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('shows the server’s refusal under the edit field once the 15 minutes are over', async () => {
    const { user } = setUp(staff, {
      'GET /api/cases/7/timeline': { body: { items: [comment({ body: 'Old words' })], next: null } },
      'PUT /api/comments/11': {
        status: 403,
        body: { message: 'A comment can be changed only by its author within 15 minutes of posting.' },
      },
    });
    const [item] = await listItems();
    await user.click(await within(item).findByRole('button', { name: 'Edit' }));
    const field = within(item).getByRole('textbox', { name: 'Edit comment' });
    await user.type(field, '!');
    await user.keyboard('{Control>}{Enter}{/Control}');

    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        /A comment can be changed only by its author within 15 minutes of posting\./,
      ),
    );
    await user.click(within(item).getByRole('button', { name: 'Cancel' }));
    expect(within(item).queryByRole('textbox')).not.toBeInTheDocument();
    expect(item).toHaveTextContent('Old words');
  });

  it('asks before deleting a comment, then deletes it', async () => {
    let deleted = false;
    const { user, fetchMock } = setUp(staff, {
      'GET /api/cases/7/timeline': () => ({
        body: { items: deleted ? [] : [comment({ body: 'Delete me' })], next: null },
      }),
      'DELETE /api/comments/11': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    const [item] = await listItems();

    await user.click(await within(item).findByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete comment' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock, 'DELETE', '/api/comments/11')).toHaveLength(0);

    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete comment' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Comment deleted')).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE', '/api/comments/11')).toHaveLength(1);
    expect(await screen.findByText('Nothing has happened on this case yet.')).toBeInTheDocument();
    // Its Delete button is gone with it: the focus stays on the timeline.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Timeline' })).toHaveFocus());
  });
});
