import { useMemo, type ReactNode } from 'react';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';

import { TurnaroundBadge } from '@/components/case-view/turnaround-badge';
import { DataTable } from '@/components/ui/data-table';
import { SortHeader } from '@/components/ui/sort-header';
import { clientCasePagePath } from '@/config/paths';
import { usePhone } from '@/lib/use-phone';

import { statusLabel, yesNo } from '@/components/overview/case-labels';
import type { PortalSortField, PortalSortOrder } from '@/features/portal/rules';
import { formatDate } from '@/lib/format';
import type { Case } from '@/types/api';

type Sort = { sortBy: PortalSortField; sortOrder: PortalSortOrder; onSort: (field: PortalSortField) => void };

const column = createColumnHelper<Case>();

const sortHeader = (field: PortalSortField, label: string) =>
  function Header({ table }: { table: { options: { meta?: unknown } } }) {
    const sort = table.options.meta as Sort;
    return (
      <SortHeader
        label={label}
        active={sort.sortBy === field}
        order={sort.sortOrder}
        onSort={() => sort.onSort(field)}
      />
    );
  };

const yesNoBadge = (value: boolean) => (
  <Badge variant="light" color={value ? 'green' : 'gray'} size="sm" tt="none">
    {yesNo(value)}
  </Badge>
);

const STATUS_COLORS: Record<string, string> = {
  need_instructions_new: 'orange',
  need_instructions_hire: 'orange',
  in_production: 'indigo',
  on_hold: 'yellow',
  sent: 'green',
};

const COLUMNS = [
  column.accessor('widget', { header: 'Company' }),
  column.accessor('createdAt', {
    header: sortHeader('createdAt', 'Created At'),
    cell: (info) => formatDate(info.getValue()),
  }),
  column.accessor('kamId', { header: 'KAM ID', cell: (info) => info.getValue() || '—' }),
  column.accessor('bhrukId', {
    header: sortHeader('bhrukId', 'BHRUK ID'),
    cell: (info) => (
      <CaseLink c={info.row.original}>{info.getValue() || `#${info.row.original.id}`}</CaseLink>
    ),
  }),
  column.accessor('clientName', { header: 'Client Name' }),
  column.accessor('instructed', { header: 'Instructed', cell: (info) => yesNoBadge(info.getValue()) }),
  column.accessor('currentStatus', {
    header: 'Current Status',
    cell: (info) => statusBadge(info.getValue()),
  }),
  column.accessor('turnaround', {
    header: 'Due',
    cell: (info) => <TurnaroundBadge turnaround={info.getValue()} />,
  }),
  column.accessor('invoiced', { header: 'Invoiced', cell: (info) => yesNoBadge(info.getValue()) }),
];

/** A case's read-only page; its name says which case, as a link among many must (WCAG 2.4.4). */
function CaseLink({ c, children }: { c: Case; children: ReactNode }) {
  const { search } = useLocation();
  return (
    <Anchor
      component={Link}
      to={clientCasePagePath(c.id, search)}
      size="sm"
      aria-label={`Open case ${c.bhrukId || `#${c.id}`}`}
    >
      {children}
    </Anchor>
  );
}

const statusBadge = (status: string) => (
  <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'} size="sm" tt="none">
    {statusLabel(status)}
  </Badge>
);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** The phone's version of the list: a card per case (the same fields, nothing wider than the screen). */
function PortalCaseCards({ cases }: { cases: Case[] }) {
  if (cases.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        No cases found
      </Text>
    );
  }
  return (
    <Stack component="ul" aria-label="Your cases" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {cases.map((c) => (
        <Card
          component="li"
          key={c.id}
          withBorder
          radius="md"
          padding="sm"
          aria-label={`Case ${c.bhrukId || c.clientName}`}
        >
          <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {c.widget}
            </Text>
            {statusBadge(c.currentStatus)}
          </Group>
          <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing={6} mt="xs" mb={0}>
            <Field label="Client Name">{c.clientName}</Field>
            <Field label="BHR UK ID">{c.bhrukId || '—'}</Field>
            <Field label="KAM ID">{c.kamId || '—'}</Field>
            <Field label="Created At">{formatDate(c.createdAt)}</Field>
            <Field label="Due">
              <TurnaroundBadge turnaround={c.turnaround} />
            </Field>
            <Field label="Instructed">{yesNoBadge(c.instructed)}</Field>
            <Field label="Invoiced">{yesNoBadge(c.invoiced)}</Field>
          </SimpleGrid>
          <Group justify="flex-end" mt="xs">
            <CaseLink c={c}>Open</CaseLink>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * One page of the portal's list, paged and sorted by the server (Created At and BHRUK ID sort): plain table
 * elements, cards on a phone. The pager is the caller's.
 */
export function PortalCasesTable({ cases, sortBy, sortOrder, onSort }: { cases: Case[] } & Sort) {
  const phone = usePhone();
  const meta = useMemo<Sort>(() => ({ sortBy, sortOrder, onSort }), [sortBy, sortOrder, onSort]);
  const table = useReactTable({
    data: cases,
    columns: COLUMNS,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    meta,
  });
  if (phone) return <PortalCaseCards cases={cases} />;
  return (
    <DataTable
      table={table}
      label="Your cases"
      minWidth={980}
      emptyText="No cases found"
      ariaSort={(id) =>
        id === 'createdAt' || id === 'bhrukId'
          ? sortBy === id
            ? sortOrder === 'desc'
              ? 'descending'
              : 'ascending'
            : 'none'
          : undefined
      }
    />
  );
}
