/** The workload table's pure rules: its columns and where each count leads (the dashboard, filtered). */
import { paths } from '@/config/paths';
import type { Workload, WorkloadCounts } from '@/types/workload';

/** The statuses an open case can have (open: not Sent, cancelled or merged), in workflow order. */
export const OPEN_STATUSES = [
  'need_instructions_new',
  'need_instructions_hire',
  'in_production',
  'on_hold',
] as const;

export type TurnaroundColumn = 'overdue' | 'due_soon' | 'on_track' | 'paused';

export const TURNAROUND_COLUMNS: { state: TurnaroundColumn; label: string }[] = [
  { state: 'overdue', label: 'Overdue' },
  { state: 'due_soon', label: 'Due soon' },
  { state: 'on_track', label: 'On track' },
  { state: 'paused', label: 'Paused' },
];

/** A handler's id, or `none` for the cases nobody holds. */
export type Assignee = number | 'none';

export type WorkloadRow = WorkloadCounts & { key: string; name: string; assignee: Assignee };

/** The handlers in the server's order, then Unassigned. */
export function workloadRows(workload: Workload): WorkloadRow[] {
  return [
    ...workload.handlers.map(({ id, ...counts }) => ({ ...counts, key: String(id), assignee: id })),
    { ...workload.unassigned, key: 'none', name: 'Unassigned', assignee: 'none' as const },
  ];
}

export type CountFilter = { status: string } | { turnaround: TurnaroundColumn } | null;

/** The dashboard showing the cases a count counts: the assignee, and the status or turnaround state (none: the total). */
export function dashboardLink(assignee: Assignee, filter: CountFilter): string {
  const query = new URLSearchParams({ assignee: String(assignee) });
  if (filter && 'status' in filter) query.set('status', filter.status);
  if (filter && 'turnaround' in filter) query.set('turnaround', filter.turnaround);
  return `${paths.dashboard}?${query.toString()}`;
}

/** A count, 0 when the answer leaves it out. */
export const countOf = (counts: Record<string, number>, key: string): number => counts[key] ?? 0;
