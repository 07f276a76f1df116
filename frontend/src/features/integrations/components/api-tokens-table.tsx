import '@mantine/core/styles/Code.css';

import { useMemo } from 'react';
import { Badge, Button, Code, Text } from '@mantine/core';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';

import { DataTable } from '@/components/ui/data-table';
import type { ApiToken } from '@/features/integrations/api/types';
import { scopeLabel, TOKEN_STATE_LABELS } from '@/features/integrations/rules';
import { formatDate, formatDateTime } from '@/lib/format';

const column = createColumnHelper<ApiToken>();
const STATE_COLORS = { active: 'teal', expired: 'gray', revoked: 'red' } as const;

/** The API tokens: name, company or Internal, scopes, prefix, last use, expiry, state in words, Revoke. */
export function ApiTokensTable({
  tokens,
  onRevoke,
}: {
  tokens: ApiToken[];
  onRevoke: (token: ApiToken) => void;
}) {
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: 'Name',
        cell: ({ getValue }) => (
          <Text size="sm" fw={500}>
            {getValue()}
          </Text>
        ),
      }),
      column.accessor('company', { header: 'Company', cell: ({ getValue }) => getValue() ?? 'Internal' }),
      column.accessor('scopes', {
        header: 'Scopes',
        cell: ({ getValue }) => getValue().map(scopeLabel).join(', '),
      }),
      column.accessor('prefix', {
        header: 'Prefix',
        cell: ({ getValue }) => <Code>{getValue()}…</Code>,
      }),
      column.accessor('lastUsedAt', {
        header: 'Last used',
        cell: ({ row, getValue }) =>
          getValue() ? (
            <>
              {formatDateTime(getValue())}
              {row.original.lastUsedIp && (
                <Text span size="xs" c="dimmed" display="block">
                  from {row.original.lastUsedIp}
                </Text>
              )}
            </>
          ) : (
            'Never'
          ),
      }),
      column.accessor('expiresAt', {
        header: 'Expires',
        cell: ({ getValue }) => (getValue() ? formatDate(getValue()) : 'Never'),
      }),
      column.accessor('state', {
        header: 'State',
        cell: ({ row, getValue }) => (
          <Badge variant="light" color={STATE_COLORS[getValue()] ?? 'gray'}>
            {TOKEN_STATE_LABELS[getValue()] ?? getValue()}
            {getValue() === 'revoked' && row.original.revokedAt
              ? ` ${formatDate(row.original.revokedAt)}`
              : ''}
          </Badge>
        ),
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) =>
          row.original.state === 'active' ? (
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              aria-label={`Revoke ${row.original.name}`}
              onClick={() => onRevoke(row.original)}
            >
              Revoke
            </Button>
          ) : null,
      }),
    ],
    [onRevoke],
  );
  const table = useReactTable({ data: tokens, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <DataTable
      table={table}
      label="API tokens"
      minWidth={900}
      emptyText="No API tokens yet."
      rowTestId={(row) => `token-row-${row.original.id}`}
      phoneCards={{
        title: 'name',
        actions: ['actions'],
        actionsLabel: (row) => `Actions for ${row.original.name}`,
        testId: (row) => `token-card-${row.original.id}`,
      }}
    />
  );
}
