import { Badge, Button, Text } from '@mantine/core';
import { createColumnHelper, getCoreRowModel, useReactTable, type Table } from '@tanstack/react-table';

import { DataTable } from '@/components/ui/data-table';

import { formatDateTime } from '@/lib/format';
import { IDENTIFIER_TYPE_LABELS } from '@/features/duplicates/rules';
import type { DuplicateGroup } from '@/types/api';

const column = createColumnHelper<DuplicateGroup>();

const TYPE_COLORS = { kamId: 'blue', bhrukId: 'grape', clientName: 'teal' } as const;

type GroupsMeta = {
  canDismiss: boolean;
  /** The group whose dismissal is in flight. */
  dismissing: DuplicateGroup | null;
  onReview: (group: DuplicateGroup) => void;
  onDismiss: (group: DuplicateGroup) => void;
};

const meta = (table: Table<DuplicateGroup>) => table.options.meta as GroupsMeta;

// Declared once, outside the component: a cell function is a component to React, so columns made anew on each
// render would remount every button (a refetch took the focus from the Review button a keyboard user was on).
const columns = [
  column.accessor('identifier', {
    header: 'Identifier',
    cell: (info) => (
      <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
        {info.getValue()}
      </Text>
    ),
  }),
  column.accessor('identifierType', {
    header: 'Type',
    cell: (info) => (
      <Badge variant="light" color={TYPE_COLORS[info.getValue()]} tt="none">
        {IDENTIFIER_TYPE_LABELS[info.getValue()]}
      </Badge>
    ),
  }),
  column.accessor('caseCount', { header: 'Cases' }),
  column.accessor('lastUpdated', {
    header: 'Last Updated',
    cell: (info) => formatDateTime(info.getValue()),
  }),
  column.display({
    id: 'review',
    header: 'Review',
    cell: ({ row, table }) => (
      <Button
        size="xs"
        onClick={() => meta(table).onReview(row.original)}
        aria-label={`Review ${IDENTIFIER_TYPE_LABELS[row.original.identifierType]} ${row.original.identifier}`}
      >
        Review
      </Button>
    ),
  }),
  column.display({
    id: 'dismiss',
    header: 'Dismiss',
    cell: ({ row, table }) => {
      const { canDismiss, dismissing, onDismiss } = meta(table);
      return (
        <Button
          size="xs"
          variant="default"
          disabled={!canDismiss}
          loading={
            dismissing?.identifierType === row.original.identifierType &&
            dismissing.identifier === row.original.identifier
          }
          onClick={() => onDismiss(row.original)}
          aria-label={`Dismiss ${IDENTIFIER_TYPE_LABELS[row.original.identifierType]} ${row.original.identifier}`}
        >
          Dismiss
        </Button>
      );
    },
  }),
];

/** The groups table: Identifier, Type, Cases, Last Updated, Review, Dismiss; one page, cut by the server. */
export function DuplicateGroupsTable({
  groups,
  canDismiss,
  dismissing,
  onReview,
  onDismiss,
}: { groups: DuplicateGroup[] } & GroupsMeta) {
  const table = useReactTable({
    data: groups,
    columns,
    getRowId: (row) => `${row.identifierType}:${row.identifier}`,
    getCoreRowModel: getCoreRowModel(),
    meta: { canDismiss, dismissing, onReview, onDismiss } satisfies GroupsMeta,
  });
  return (
    <DataTable
      table={table}
      label="Duplicate groups"
      minWidth={720}
      emptyText="No duplicate groups found"
      phoneCards={{
        title: 'identifier',
        actions: ['review', 'dismiss'],
        actionsLabel: (row) =>
          `Actions for ${IDENTIFIER_TYPE_LABELS[row.original.identifierType]} ${row.original.identifier}`,
      }}
    />
  );
}
