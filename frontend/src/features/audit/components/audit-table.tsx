import { useMemo } from 'react';
import { Anchor, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';

import { formatDateTime } from '@/lib/format';
import { DataTable } from '@/components/ui/data-table';
import type { AuditRow } from '@/features/audit/api/get-audit-logs';
import { caseText } from '@/features/audit/rules';
import { actionLabel, changeText, fieldLines } from '@/lib/audit-words';

const column = createColumnHelper<AuditRow>();
// Below this the table gives way to one card per event (phones).
const CARDS_BELOW = '(max-width: 47.99em)';

type Props = { rows: AuditRow[]; onOpenCase: (caseId: number) => void };

/** One line per changed field, so field, old and new values line up across the three columns. */
function Lines({ values }: { values: string[] }) {
  if (values.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {values.map((value, i) => (
        <Text key={i} size="sm" style={{ wordBreak: 'break-word' }}>
          {value || '\u00a0'}
        </Text>
      ))}
    </Stack>
  );
}

function CaseLink({ row, onOpenCase }: { row: AuditRow; onOpenCase: Props['onOpenCase'] }) {
  const name = caseText(row);
  if (row.caseId === null || name === null) return <Text size="sm">—</Text>;
  if (row.caseCompany === null) return <Text size="sm">{name}</Text>;
  const caseId = row.caseId;
  return (
    <Anchor component="button" size="sm" onClick={() => onOpenCase(caseId)} aria-label={`Open case ${name}`}>
      {name}
    </Anchor>
  );
}

function ActionName({ action }: { action: string }) {
  return (
    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
      {actionLabel(action)}
    </Text>
  );
}

/** Phones: the same events as cards, every word visible without scrolling sideways. */
function AuditCards({ rows, onOpenCase }: Props) {
  if (rows.length === 0)
    return (
      <Text c="gray.7" ta="center" py="lg">
        No events match these filters.
      </Text>
    );
  return (
    <Stack
      gap="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label="Audit log"
    >
      {rows.map((row) => {
        const lines = fieldLines(row.fields);
        return (
          <Paper
            key={row.id}
            withBorder
            p="sm"
            radius="md"
            component="li"
            data-testid={`audit-row-${row.id}`}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
              <ActionName action={row.action} />
              <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(row.createdAt)}
              </Text>
            </Group>
            <Text size="sm" c="gray.8" style={{ wordBreak: 'break-word' }}>
              {row.actorEmail || '—'}
            </Text>
            {row.caseId !== null && (
              <Group gap={4}>
                <Text size="sm" c="gray.7">
                  Case:
                </Text>
                <CaseLink row={row} onOpenCase={onOpenCase} />
              </Group>
            )}
            {lines.length > 0 && (
              <>
                <Divider my={6} />
                <Stack gap={2} component="dl" m={0}>
                  {lines.map((line, i) => (
                    <Text key={i} component="div" size="sm" style={{ wordBreak: 'break-word' }}>
                      <Text span fw={600} component="dt" style={{ display: 'inline' }}>
                        {line.label}:
                      </Text>{' '}
                      <Text span component="dd" style={{ display: 'inline', margin: 0 }}>
                        {changeText(line)}
                      </Text>
                    </Text>
                  ))}
                </Stack>
              </>
            )}
            {row.reference && (
              <Text size="xs" c="gray.7" mt={4}>
                {row.reference}
              </Text>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

/** The audit log's rows (guide: screens#audit-log): when (London), who, action, case, field, old, new, reference. */
export function AuditTable({ rows, onOpenCase }: Props) {
  const phone = useMediaQuery(CARDS_BELOW);
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
        cell: ({ getValue }) => <ActionName action={getValue()} />,
      }),
      column.display({
        id: 'case',
        header: 'Case',
        cell: ({ row }) => <CaseLink row={row.original} onOpenCase={onOpenCase} />,
      }),
      column.display({
        id: 'field',
        header: 'Field',
        cell: ({ row }) => <Lines values={fieldLines(row.original.fields).map((f) => f.label)} />,
      }),
      column.display({
        id: 'old',
        header: 'Old Value',
        cell: ({ row }) => <Lines values={fieldLines(row.original.fields).map((f) => f.oldText)} />,
      }),
      column.display({
        id: 'new',
        header: 'New Value',
        cell: ({ row }) => <Lines values={fieldLines(row.original.fields).map((f) => f.newText)} />,
      }),
      column.accessor('reference', { header: 'Reference', cell: ({ getValue }) => getValue() || '—' }),
    ],
    [onOpenCase],
  );
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel() });
  if (phone) return <AuditCards rows={rows} onOpenCase={onOpenCase} />;
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
