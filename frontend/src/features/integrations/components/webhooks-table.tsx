import { useMemo } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';

import { DataTable } from '@/components/ui/data-table';
import type { Webhook } from '@/features/integrations/api/types';
import { deliveryStatusLabel, eventLabel } from '@/features/integrations/rules';
import { formatDateTime } from '@/lib/format';

const column = createColumnHelper<Webhook>();

export type WebhookAction = 'deliveries' | 'test' | 'edit' | 'secret' | 'enable' | 'delete';

type Props = {
  webhooks: Webhook[];
  onAction: (action: WebhookAction, webhook: Webhook) => void;
  /** The webhook whose test event or re-enable is on its way (its button shows it). */
  busy: { action: WebhookAction; id: number } | null;
};

const ACTIONS: { action: WebhookAction; label: string; color?: string; only?: (hook: Webhook) => boolean }[] =
  [
    { action: 'deliveries', label: 'Deliveries' },
    { action: 'test', label: 'Send test event', only: (hook) => hook.active },
    { action: 'enable', label: 'Re-enable', color: 'teal', only: (hook) => !hook.active },
    { action: 'edit', label: 'Edit' },
    { action: 'secret', label: 'Show secret' },
    { action: 'delete', label: 'Delete', color: 'red' },
  ];

/** The webhooks: URL, events, company or All companies, state (Disabled with the reason), last delivery, actions. */
export function WebhooksTable({ webhooks, onAction, busy }: Props) {
  const columns = useMemo(
    () => [
      column.accessor('url', {
        header: 'URL',
        cell: ({ getValue }) => (
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {getValue()}
          </Text>
        ),
      }),
      column.accessor('events', {
        header: 'Events',
        cell: ({ getValue }) => getValue().map(eventLabel).join(', '),
      }),
      column.accessor('company', {
        header: 'Company',
        cell: ({ getValue }) => getValue() ?? 'All companies',
      }),
      column.accessor('active', {
        header: 'State',
        cell: ({ row, getValue }) =>
          getValue() ? (
            <Badge variant="light" color="teal">
              Active
            </Badge>
          ) : (
            <>
              <Badge variant="light" color="red">
                Disabled
              </Badge>
              {row.original.disabledReason && (
                <Text size="xs" mt={4}>
                  {row.original.disabledReason}
                </Text>
              )}
            </>
          ),
      }),
      column.accessor('lastDelivery', {
        header: 'Last delivery',
        cell: ({ getValue }) => {
          const last = getValue();
          return last ? `${deliveryStatusLabel(last.status)}, ${formatDateTime(last.at)}` : 'None yet';
        },
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => {
          const hook = row.original;
          return (
            <Group gap={6} wrap="wrap" maw={340}>
              {ACTIONS.filter(({ only }) => !only || only(hook)).map(({ action, label, color }) => (
                <Button
                  key={action}
                  size="compact-sm"
                  variant="light"
                  color={color}
                  aria-label={`${label} for ${hook.url}`}
                  loading={busy?.action === action && busy.id === hook.id}
                  onClick={() => onAction(action, hook)}
                >
                  {label}
                </Button>
              ))}
            </Group>
          );
        },
      }),
    ],
    [onAction, busy],
  );
  const table = useReactTable({ data: webhooks, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <DataTable
      table={table}
      label="Webhooks"
      minWidth={1000}
      emptyText="No webhooks yet."
      rowTestId={(row) => `webhook-row-${row.original.id}`}
      phoneCards={{
        title: 'url',
        actions: ['actions'],
        actionsLabel: (row) => `Actions for ${row.original.url}`,
        testId: (row) => `webhook-card-${row.original.id}`,
      }}
    />
  );
}
