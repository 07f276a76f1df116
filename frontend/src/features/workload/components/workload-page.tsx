import { Alert, Anchor, Paper, Table, Text } from '@mantine/core';
import { Link } from 'react-router';

import { statusLabel } from '@/components/overview/case-labels';
import { PageLayout } from '@/components/layout/page-layout';
import { CardList, type CardItem } from '@/components/ui/card-list';
import { useWorkload } from '@/features/workload/api/get-workload';
import {
  countOf,
  dashboardLink,
  OPEN_STATUSES,
  TURNAROUND_COLUMNS,
  workloadRows,
  type CountFilter,
  type WorkloadRow,
} from '@/features/workload/rules';
import { ApiError, serverMessage } from '@/lib/api-client';
import { usePermissions } from '@/lib/permissions';
import { usePhone } from '@/lib/use-phone';

type Column = { key: string; label: string; filter: CountFilter; count: (row: WorkloadRow) => number };

/** Open, then one column per open status, then the turnaround states. */
const COLUMNS: Column[] = [
  { key: 'open', label: 'Open', filter: null, count: (row) => row.open },
  ...OPEN_STATUSES.map((status) => ({
    key: status,
    label: statusLabel(status),
    filter: { status },
    count: (row: WorkloadRow) => countOf(row.byStatus, status),
  })),
  ...TURNAROUND_COLUMNS.map(({ state, label }) => ({
    key: state,
    label,
    filter: { turnaround: state },
    count: (row: WorkloadRow) => countOf(row.byTurnaround, state),
  })),
];

/**
 * A count as a link to the dashboard showing those cases, named with its row and column (a bare "5" says nothing
 * out of its table); nothing to show at 0, so no link.
 */
function CountLink({ row, column }: { row: WorkloadRow; column: Column }) {
  const count = column.count(row);
  if (count === 0)
    return (
      <Text span size="sm">
        0
      </Text>
    );
  return (
    <Anchor
      component={Link}
      to={dashboardLink(row.assignee, column.filter)}
      size="sm"
      aria-label={`${count} ${count === 1 ? 'case' : 'cases'}: ${row.name}, ${column.label}`}
    >
      {count}
    </Anchor>
  );
}

function WorkloadTable({ rows }: { rows: WorkloadRow[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped withTableBorder aria-label="Open cases per handler">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Handler</Table.Th>
            {COLUMNS.map((column) => (
              <Table.Th key={column.key} scope="col" ta="right">
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} data-testid={`workload-${row.key}`}>
              <Table.Th scope="row" fw={row.assignee === 'none' ? 400 : 600}>
                {row.assignee === 'none' ? <em>{row.name}</em> : row.name}
              </Table.Th>
              {COLUMNS.map((column) => (
                <Table.Td key={column.key} ta="right">
                  <CountLink row={row} column={column} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one card per handler, each count a labelled field (no sideways scrolling). */
function workloadCards(rows: WorkloadRow[]): CardItem[] {
  return rows.map((row) => ({
    key: row.key,
    title: row.name,
    testId: `workload-${row.key}`,
    fields: COLUMNS.map((column) => ({
      key: column.key,
      label: column.label,
      value: <CountLink row={row} column={column} />,
    })),
  }));
}

/** /workload: open cases per handler (and unassigned) by status and turnaround state, for edit_cases holders. */
export function WorkloadPage() {
  const { can } = usePermissions();
  const allowed = can('edit_cases');
  const workload = useWorkload(allowed);
  const phone = usePhone();
  const forbidden = !allowed || (workload.error instanceof ApiError && workload.error.status === 403);
  if (forbidden)
    return (
      <PageLayout title="Workload">
        <Alert color="red" title="Access Denied">
          You do not have permission to view the workload.
        </Alert>
      </PageLayout>
    );
  const rows = workload.data ? workloadRows(workload.data) : [];
  return (
    <PageLayout title="Workload">
      <Paper withBorder p="md" radius="md" aria-busy={workload.isFetching || undefined}>
        <Text size="sm" c="dimmed" mb="sm">
          Open cases (not Sent, cancelled or merged) per handler. Each number opens the dashboard showing
          those cases.
        </Text>
        {workload.isError && (
          <Text c="red.8" size="sm" role="alert">
            {serverMessage(workload.error, 'Failed to load the workload.')}
          </Text>
        )}
        {workload.isPending && <Text size="sm">Loading…</Text>}
        {workload.data &&
          (phone ? (
            <CardList label="Open cases per handler" items={workloadCards(rows)} emptyText="No open cases." />
          ) : (
            <WorkloadTable rows={rows} />
          ))}
      </Paper>
    </PageLayout>
  );
}
