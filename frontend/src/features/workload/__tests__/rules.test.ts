import { dashboardLink, workloadRows } from '@/features/workload/rules';

describe('workload rules', () => {
  it('links a count to the dashboard filtered by assignee and status or turnaround state', () => {
    expect(dashboardLink(3, { status: 'in_production' })).toBe('/dashboard?assignee=3&status=in_production');
    expect(dashboardLink('none', { turnaround: 'due_soon' })).toBe(
      '/dashboard?assignee=none&turnaround=due_soon',
    );
    // The total is not a status filter: the assignee alone.
    expect(dashboardLink(3, null)).toBe('/dashboard?assignee=3');
  });

  it('lists the handlers in the answer order, then Unassigned', () => {
    const counts = { open: 1, byStatus: {}, byTurnaround: {} };
    const rows = workloadRows({
      handlers: [
        { id: 4, name: 'Zoe Manager', ...counts },
        { id: 3, name: 'Sam Staff', ...counts },
      ],
      asOf: '2026-11-27',
      unassigned: { ...counts, open: 40 },
    });
    expect(rows.map((row) => [row.name, row.assignee])).toEqual([
      ['Zoe Manager', 4],
      ['Sam Staff', 3],
      ['Unassigned', 'none'],
    ]);
    expect(rows[2].open).toBe(40);
  });
});
