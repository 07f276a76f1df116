import { useMemo } from 'react';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';

import { formatDateTime } from '@/components/overview/case-labels';
import { DataTable } from '@/components/ui/data-table';
import type { AuditRow } from '@/features/audit/api/get-audit-logs';
import { actionLabel, valueText } from '@/features/audit/rules';

const column = createColumnHelper<AuditRow>();

/** One line per changed field, so field, old and new values line up across the three columns. */
function Lines({ values }: { values: string[] }) {
  if (values.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {values.map((value, i) => (
        <Text key={i} size="sm" style={{ wordBreak: 'break-word' }}>
          {value}
        </Text>
      ))}
    </Stack>
  );
}

/** The audit log's rows (issue 15): when (London), who, action, case, field, old, new, reference. */
export function AuditTable({ rows, onOpenCase }: { rows: AuditRow[]; onOpenCase: (caseId: number) => void }) {
  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: 'When (London)',
        cell: ({ getValue }) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(getValue())}
          </Text>
        ),
      }),
      column.accessor('actorEmail', { header: 'User', cell: ({ getValue }) => getValue() || '—' }),
      column.accessor('action', {
        header: 'Action',
        cell: ({ getValue }) => <Badge variant="light">{actionLabel(getValue())}</Badge>,
      }),
      column.display({
        id: 'case',
        header: 'Case',
        cell: ({ row }) => {
          const { caseId, caseBhrukId, caseCompany } = row.original;
          if (caseId === null) return '—';
          const name = caseBhrukId || `#${caseId}`;
          if (caseCompany === null) return <Text size="sm" c="dimmed">{`${name} (deleted)`}</Text>;
          return (
            <Anchor
              component="button"
              size="sm"
              onClick={() => onOpenCase(caseId)}
              aria-label={`Open case ${name}`}
            >
              {name}
            </Anchor>
          );
        },
      }),
      column.display({
        id: 'field',
        header: 'Field',
        cell: ({ row }) => <Lines values={row.original.fields.map((f) => f.field)} />,
      }),
      column.display({
        id: 'old',
        header: 'Old Value',
        cell: ({ row }) => <Lines values={row.original.fields.map((f) => valueText(f.old))} />,
      }),
      column.display({
        id: 'new',
        header: 'New Value',
        cell: ({ row }) => <Lines values={row.original.fields.map((f) => valueText(f.new))} />,
      }),
      column.accessor('reference', { header: 'Reference', cell: ({ getValue }) => getValue() || '—' }),
    ],
    [onOpenCase],
  );
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <DataTable
      table={table}
      label="Audit log"
      minWidth={1000}
      emptyText="No events match these filters."
      rowTestId={(row) => `audit-row-${row.original.id}`}
    />
  );
}
