import { WorkloadPage } from '@/features/workload/components/workload-page';
import type { Workload } from '@/types/workload';
import { makeUser, mockFetch, renderWithProviders, screen, signIn, within } from '@/testing/test-utils';
import { setScreenWidth } from '@/testing/screen-width';

const workload: Workload = {
  handlers: [
    {
      id: 3,
      name: 'Sam Staff',
      open: 12,
      byStatus: { in_production: 5, on_hold: 2, need_instructions_new: 1, need_instructions_hire: 4 },
      byTurnaround: { overdue: 1, due_soon: 2, on_track: 6, paused: 3, not_started: 0 },
    },
  ],
  asOf: '2026-11-27',
  unassigned: {
    open: 40,
    byStatus: { in_production: 40 },
    byTurnaround: { on_track: 40 },
  },
};

function setup(role: 'manager' | 'staff' = 'manager') {
  const user = makeUser({ role });
  signIn(user);
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: user },
    'GET /api/my-permissions': { status: 500, body: 'x' },
    'GET /api/reports/workload': { body: workload },
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return { ...renderWithProviders(<WorkloadPage />), fetchMock };
}

describe('WorkloadPage', () => {
  it('shows handlers by Open, each status and each turnaround state, every count a dashboard link', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Open cases per handler' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Handler',
      'Open',
      'Need Instructions (new)',
      'Need Instructions (in hire)',
      'In Production',
      'On Hold',
      'Overdue',
      'Due soon',
      'On track',
      'Paused',
    ]);
    const sam = screen.getByTestId('workload-3');
    expect(within(sam).getByRole('link', { name: '12 cases: Sam Staff, Open' })).toHaveAttribute(
      'href',
      '/dashboard?assignee=3',
    );
    expect(within(sam).getByRole('link', { name: '5 cases: Sam Staff, In Production' })).toHaveAttribute(
      'href',
      '/dashboard?assignee=3&status=in_production',
    );
    expect(within(sam).getByRole('link', { name: '1 case: Sam Staff, Overdue' })).toHaveAttribute(
      'href',
      '/dashboard?assignee=3&turnaround=overdue',
    );
    expect(within(sam).getByRole('link', { name: '3 cases: Sam Staff, Paused' })).toHaveAttribute(
      'href',
      '/dashboard?assignee=3&turnaround=paused',
    );

    const nobody = screen.getByTestId('workload-none');
    expect(within(nobody).getByRole('rowheader')).toHaveTextContent('Unassigned');
    expect(within(nobody).getByRole('link', { name: '40 cases: Unassigned, On track' })).toHaveAttribute(
      'href',
      '/dashboard?assignee=none&turnaround=on_track',
    );
    // Nothing to open at 0: no link.
    expect(within(nobody).queryByRole('link', { name: /Overdue/ })).not.toBeInTheDocument();
    expect(within(nobody).getAllByRole('link')).toHaveLength(3);
  });

  it('turns the rows into cards on a phone', async () => {
    setScreenWidth(true);
    setup();
    const cards = await screen.findByRole('list', { name: 'Open cases per handler' });
    const sam = within(cards).getByTestId('workload-3');
    expect(within(sam).getByText('Sam Staff')).toBeInTheDocument();
    expect(within(sam).getByRole('link', { name: '2 cases: Sam Staff, Due soon' })).toHaveAttribute(
      'href',
      '/dashboard?assignee=3&turnaround=due_soon',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('turns away users who cannot edit cases, without asking the server', async () => {
    const { fetchMock } = setup('staff');
    expect(await screen.findByText('You do not have permission to view the workload.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/reports/workload'))).toBe(false);
  });
});
