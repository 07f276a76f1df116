import { DashboardScreen } from '@/features/cases/components/dashboard-screen';
import type { Stats, User } from '@/types/api';
import {
  configure,
  makeUser,
  mockFetch,
  renderRoutes,
  screen,
  signIn,
  waitFor,
  within,
  type FakeHandler,
} from '@/testing/test-utils';
import { makeCase } from '@/testing/data-generators';

configure({ asyncUtilTimeout: 5000 });

const STATS: Stats = {
  total: 2,
  needInstructions: 1,
  onHold: 0,
  inProduction: 0,
  completed: 1,
  mergedOnly: 0,
  cancelledOnly: 0,
  cancelledAndMerged: 0,
  overdue: 4,
  dueSoon: 2,
};

const sam = { id: 3, name: 'Sam Staff' };

const CASES = [
  makeCase({
    id: 31,
    assignee: sam,
    turnaround: {
      targetDays: 10,
      startedAt: '2026-11-20T10:00:00Z',
      dueDate: '2026-12-04',
      workingDaysUsed: 11,
      workingDaysPaused: 0,
      state: 'overdue',
    },
  }),
  makeCase({ id: 32, assignee: null }),
];

function UploadStub() {
  return null;
}

function setup(user: User, route = '/', extra: Record<string, FakeHandler> = {}) {
  signIn(user);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: user },
    'GET /api/my-permissions': { status: 500, body: 'x' },
    'GET /api/cases/paginated': {
      body: {
        data: CASES,
        pagination: {
          currentPage: 1,
          itemsPerPage: 50,
          totalItems: 2,
          totalPages: 1,
          hasPreviousPage: false,
          hasNextPage: false,
        },
      },
    },
    'GET /api/stats': { body: STATS },
    'GET /api/companies': { body: [] },
    'GET /api/cases/mi-summary': { body: { deficit: 0, surplus: 0 } },
    'GET /api/saved-views': { body: [] },
    'GET /api/users/mentionable': (_init, url) => ({
      body: url.searchParams.get('q')?.toLowerCase().startsWith('an') ? [{ id: 8, name: 'Ann Other' }] : [],
    }),
    ...extra,
  });
  const result = renderRoutes([{ path: '/', element: <DashboardScreen UploadDialog={UploadStub} /> }], {
    route,
  });
  const search = () => new URLSearchParams(result.router.state.location.search);
  const asked = (name: string, value: string) =>
    fetchMock.mock.calls.some(([input]) => {
      const url = new URL(String(input), 'http://x');
      return url.pathname === '/api/cases/paginated' && url.searchParams.get(name) === value;
    });
  return { ...result, fetchMock, search, asked };
}

/** An option of the picker `box` names (its listbox, not another picker's kept-mounted one). */
async function option(box: HTMLElement, name: string) {
  await waitFor(() => expect(box).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(box.getAttribute('aria-controls') ?? '') as HTMLElement;
  return within(listbox).findByRole('option', { name, hidden: true });
}

const admin = makeUser({ id: 1, role: 'admin', firstName: 'Ada', lastName: 'Admin' });

describe('turnaround and assignee on the dashboard', { timeout: 60_000 }, () => {
  it('shows the due date and state in words, and the handler or Unassigned, in the table', async () => {
    setup(admin);
    const table = await screen.findByRole('table', { name: 'Cases' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[↑↓↕]/g, '').trim());
    expect(headers).toEqual(expect.arrayContaining(['Due', 'Assignee']));
    await screen.findByRole('checkbox', { name: 'Select case 1031' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first).getByRole('img', { name: 'Due 04/12/2026, Overdue' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Sam Staff');
    expect(within(second).getByRole('img', { name: 'Not started' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Unassigned');
  });

  it('sorts by the due date, soonest first', async () => {
    const { user, search, asked } = setup(admin);
    const header = await screen.findByRole('columnheader', { name: 'Due' });
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(search().get('sortBy')).toBe('dueDate'));
    expect(search().get('sortOrder')).toBe('asc');
    await waitFor(() => expect(asked('sortBy', 'dueDate')).toBe(true));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
  });

  it('filters by turnaround state through the URL, for the list and the stats', async () => {
    const { user, search, asked, fetchMock } = setup(admin, '/?ref=mail');
    const select = await screen.findByRole('combobox', { name: 'Turnaround' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All',
      'Overdue',
      'Due soon',
      'On track',
      'Paused',
      'Met',
      'Missed',
      'Not started',
    ]);
    await user.selectOptions(select, 'Paused');
    await waitFor(() => expect(search().get('turnaround')).toBe('paused'));
    expect(search().get('ref')).toBe('mail');
    await waitFor(() => expect(asked('turnaround', 'paused')).toBe(true));
    const stats = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((url) => url.pathname === '/api/stats');
    await waitFor(() => expect(stats.at(-1)?.searchParams.get('turnaround')).toBe('paused'));
  });

  it('reads the filters back from a link', async () => {
    setup(admin, '/?turnaround=due_soon&assignee=none');
    expect(await screen.findByRole('combobox', { name: 'Turnaround' })).toHaveValue('due_soon');
    expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveValue('Unassigned');
    expect(screen.getByRole('button', { name: /Due Soon/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('counts Overdue and Due Soon, and their cards filter and show it, a second click letting go', async () => {
    const { user, search } = setup(admin);
    const overdue = await screen.findByRole('button', { name: /Overdue/ });
    await waitFor(() => expect(overdue).toHaveTextContent('Overdue4'));
    expect(screen.getByRole('button', { name: /Due Soon/ })).toHaveTextContent('Due Soon2');
    expect(overdue).toHaveAttribute('aria-pressed', 'false');
    await user.click(overdue);
    await waitFor(() => expect(search().get('turnaround')).toBe('overdue'));
    expect(overdue).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Filtered Cases/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('combobox', { name: 'Turnaround' })).toHaveValue('overdue');
    await user.click(screen.getByRole('button', { name: /Due Soon/ }));
    await waitFor(() => expect(search().get('turnaround')).toBe('due_soon'));
    await user.click(screen.getByRole('button', { name: /Due Soon/ }));
    await waitFor(() => expect(search().get('turnaround')).toBeNull());
  });

  it('shows my cases in one click, pressed while on', async () => {
    const { user, search, asked } = setup(admin);
    const mine = await screen.findByRole('button', { name: 'My cases' });
    expect(mine).toHaveAttribute('aria-pressed', 'false');
    await user.click(mine);
    await waitFor(() => expect(search().get('assignee')).toBe('me'));
    expect(mine).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveValue('Me');
    await waitFor(() => expect(asked('assignee', 'me')).toBe(true));
    await user.click(mine);
    await waitFor(() => expect(search().get('assignee')).toBeNull());
  });

  it('filters by a handler found by name, or by Unassigned', async () => {
    const { user, search, asked } = setup(admin);
    const picker = await screen.findByRole('combobox', { name: 'Assignee' });
    await user.click(picker);
    await user.click(await option(picker, 'Unassigned'));
    await waitFor(() => expect(search().get('assignee')).toBe('none'));
    await user.clear(picker);
    await user.type(picker, 'An');
    await user.click(await option(picker, 'Ann Other'));
    await waitFor(() => expect(search().get('assignee')).toBe('8'));
    await waitFor(() => expect(asked('assignee', '8')).toBe(true));
  });

  it('names the handler of a linked filter from the rows', async () => {
    setup(admin, '/?assignee=3');
    await screen.findByRole('table', { name: 'Cases' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveValue('Sam Staff'));
  });

  it('assigns the selected cases in bulk, confirmed, with the result toast', async () => {
    const bodies: unknown[] = [];
    const { user } = setup(admin, '/', {
      'POST /api/cases/batch-assign': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return { body: { message: 'Updated 2 cases.', updated: 2 } };
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select case 1031' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select case 1032' }));
    // The bulk bar is a chunk of its own, loaded with the first selection.
    const bar = await screen.findByRole('region', { name: 'Bulk actions' }, { timeout: 20_000 });
    expect(within(bar).getByRole('button', { name: 'Assign' })).toBeDisabled();
    const picker = within(bar).getByRole('combobox', { name: 'Assign to' });
    await user.type(picker, 'Ann');
    await user.click(await option(picker, 'Ann Other'));
    await user.click(within(bar).getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Cases' });
    expect(dialog).toHaveTextContent('Assign 2 selected cases to Ann Other?');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Updated 2 cases.')).toBeInTheDocument();
    expect(bodies).toEqual([{ ids: [31, 32], assigneeId: 8 }]);
  });

  it('unassigns in bulk and shows the server message when it refuses', async () => {
    const { user } = setup(admin, '/', {
      'POST /api/cases/batch-assign': {
        status: 400,
        body: { message: 'Choose an active admin, manager or staff user.' },
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select case 1031' }));
    // The bulk bar is a chunk of its own, loaded with the first selection.
    const bar = await screen.findByRole('region', { name: 'Bulk actions' }, { timeout: 20_000 });
    const picker = within(bar).getByRole('combobox', { name: 'Assign to' });
    await user.click(picker);
    await user.click(await option(picker, 'Unassigned'));
    await user.click(within(bar).getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unassign Cases' });
    expect(dialog).toHaveTextContent('Unassign 1 selected case?');
    await user.click(within(dialog).getByRole('button', { name: 'Unassign' }));
    expect(await screen.findByText('Choose an active admin, manager or staff user.')).toBeInTheDocument();
  });
});
