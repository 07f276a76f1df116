import { CasePage } from '@/features/cases/components/case-page/case-page';
import { makeCase } from '@/testing/data-generators';
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
import type { Case, CaseAssignee, User } from '@/types/api';

configure({ asyncUtilTimeout: 5000 });

const sam = { id: 3, name: 'Sam Staff' };
const ann = { id: 8, name: 'Ann Other' };

const clock = {
  targetDays: 10,
  startedAt: '2026-11-20T10:00:00Z',
  dueDate: '2026-12-04',
  workingDaysUsed: 3,
  workingDaysPaused: 1,
  state: 'paused' as const,
};

function setup(user: User, caseData: Case, put?: FakeHandler) {
  signIn(user);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const bodies: unknown[] = [];
  let current = caseData;
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: user },
    'GET /api/my-permissions': { status: 500, body: 'x' },
    'GET /api/kams': { body: [] },
    'GET /api/cases/paginated': {
      body: {
        data: [caseData],
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
    [`GET /api/cases/${caseData.id}`]: () => ({ body: current }),
    [`GET /api/cases/${caseData.id}/timeline`]: { body: { items: [], next: null } },
    [`GET /api/cases/${caseData.id}/documents`]: { body: [] },
    [`GET /api/cases/${caseData.id}/requests`]: { body: [] },
    'GET /api/users/mentionable': (_init, url) => ({
      body: url.searchParams.get('q')?.toLowerCase().startsWith('an') ? [ann] : [],
    }),
    [`PUT /api/cases/${caseData.id}/assignee`]: (init, url) => {
      const body = JSON.parse(String(init.body)) as { assigneeId: number | null };
      bodies.push(body);
      if (put) return typeof put === 'function' ? put(init, url) : put;
      const assignee: CaseAssignee | null =
        body.assigneeId === null ? null : ([sam, ann].find((u) => u.id === body.assigneeId) ?? null);
      current = { ...current, assignee };
      return { body: current };
    },
  });
  const rendered = renderRoutes([{ path: '/cases/:caseId', element: <CasePage /> }], {
    route: `/cases/${caseData.id}`,
  });
  return { ...rendered, fetchMock, bodies };
}

const handling = () => screen.findByRole('group', { name: 'Turnaround and handler' });

describe('the case page: turnaround and handler', { timeout: 60_000 }, () => {
  it('shows the clock in the header and the working days in the details', async () => {
    setup(makeUser({ role: 'admin' }), makeCase({ id: 41, turnaround: clock, assignee: sam }));
    const group = await handling();
    expect(within(group).getByRole('img', { name: 'Due 04/12/2026, Paused' })).toBeInTheDocument();
    expect(group).toHaveTextContent('Assigned to Sam Staff');
    const status = screen.getByRole('region', { name: 'Status Information' });
    expect(status).toHaveTextContent('3 of 10 working days used, 1 paused');
    expect(status).toHaveTextContent('10 working days');
    expect(status).toHaveTextContent('04/12/2026');
  });

  it('lets an edit-cases holder choose a handler by name, then unassign', async () => {
    const { user, bodies } = setup(makeUser({ role: 'manager' }), makeCase({ id: 42, assignee: sam }));
    const group = await handling();
    const picker = within(group).getByRole('combobox', { name: 'Choose a handler' });
    expect(picker).toHaveValue('Sam Staff');
    await user.clear(picker);
    await user.type(picker, 'Ann');
    await user.click(await screen.findByRole('option', { name: 'Ann Other', hidden: true }));
    expect(await screen.findByText('Case assigned to Ann Other.')).toBeInTheDocument();
    await waitFor(() => expect(group).toHaveTextContent('Assigned to Ann Other'));
    await user.click(within(group).getByRole('button', { name: 'Unassign' }));
    expect(await screen.findByText('Case unassigned.')).toBeInTheDocument();
    await waitFor(() => expect(group).toHaveTextContent('Unassigned'));
    expect(within(group).queryByRole('button', { name: 'Unassign' })).not.toBeInTheDocument();
    expect(bodies).toEqual([{ assigneeId: 8 }, { assigneeId: null }]);
    expect(within(group).queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
  });

  it('lets staff without edit_cases take an unassigned case, then hand it back', async () => {
    const staff = makeUser({ id: 3, role: 'staff' });
    const { user, bodies } = setup(staff, makeCase({ id: 43, assignee: null }));
    const group = await handling();
    expect(group).toHaveTextContent('Unassigned');
    expect(within(group).queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('Case assigned to Sam Staff.')).toBeInTheDocument();
    await user.click(await within(group).findByRole('button', { name: 'Unassign me' }));
    expect(await screen.findByText('Case unassigned.')).toBeInTheDocument();
    expect(bodies).toEqual([{ assigneeId: 3 }, { assigneeId: null }]);
  });

  it('offers staff nothing on another handler\u2019s case', async () => {
    setup(makeUser({ id: 3, role: 'staff' }), makeCase({ id: 44, assignee: ann }));
    const group = await handling();
    expect(group).toHaveTextContent('Assigned to Ann Other');
    expect(within(group).queryAllByRole('button')).toEqual([]);
    expect(within(group).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows the server\u2019s message when the change is refused', async () => {
    const { user } = setup(makeUser({ id: 3, role: 'staff' }), makeCase({ id: 45, assignee: null }), {
      status: 403,
      body: { message: 'Someone else took this case first.' },
    });
    const group = await handling();
    await user.click(within(group).getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('Someone else took this case first.')).toBeInTheDocument();
    expect(group).toHaveTextContent('Unassigned');
  });
});
