import { useMemo, type ReactNode } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';

import { DataTable } from '@/components/ui/data-table';

import { formatLastLogin, ROLE_LABELS } from '@/features/users/rules';
import { displayName } from '@/lib/display-name';
import type { User } from '@/types/api';

const column = createColumnHelper<User>();

type Props = {
  users: User[];
  currentUserId: number | null;
  canEdit: (user: User) => boolean;
  canDelete: (user: User) => boolean;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  /** More row actions (e.g. the two-factor reset), after Edit and Delete. */
  extraActions?: (user: User) => ReactNode;
};

/** The users list (guide: screens#users-page): name, email, role, company, active, last login, actions. */
export function UsersTable({
  users,
  currentUserId,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  extraActions,
}: Props) {
  const columns = useMemo(
    () => [
      column.accessor((user) => displayName(user), {
        id: 'name',
        header: 'Name',
        cell: ({ row, getValue }) => (
          <Text size="sm" fw={500}>
            {getValue()}
            {row.original.id === currentUserId && (
              <Text span c="dimmed" size="xs" ml={6}>
                (you)
              </Text>
            )}
          </Text>
        ),
      }),
      column.accessor('email', { header: 'Email' }),
      column.accessor((user) => user.role ?? 'client', {
        id: 'role',
        header: 'Role',
        cell: ({ getValue }) => (
          <Badge variant="light" color={ROLE_COLORS[getValue()]}>
            {ROLE_LABELS[getValue()]}
          </Badge>
        ),
      }),
      column.accessor('company', {
        header: 'Company',
        cell: ({ getValue }) =>
          getValue() ?? (
            <Text c="dimmed" size="sm">
              —
            </Text>
          ),
      }),
      column.accessor('isActive', {
        header: 'Active',
        cell: ({ getValue }) => (
          <Badge variant="dot" color={getValue() ? 'teal' : 'gray'}>
            {getValue() ? 'Active' : 'Inactive'}
          </Badge>
        ),
      }),
      column.accessor('lastLoginAt', {
        header: 'Last Login',
        cell: ({ getValue }) => formatLastLogin(getValue()),
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => {
          const user = row.original;
          const name = displayName(user);
          return (
            <Group gap={6} wrap="nowrap">
              {canEdit(user) && (
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-label={`Edit ${name}`}
                  onClick={() => onEdit(user)}
                >
                  Edit
                </Button>
              )}
              {canDelete(user) && (
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  aria-label={`Delete ${name}`}
                  onClick={() => onDelete(user)}
                >
                  Delete
                </Button>
              )}
              {extraActions?.(user)}
            </Group>
          );
        },
      }),
    ],
    [currentUserId, canEdit, canDelete, onEdit, onDelete, extraActions],
  );
  const table = useReactTable({ data: users, columns, getCoreRowModel: getCoreRowModel() });

  return (
    <DataTable
      table={table}
      minWidth={860}
      emptyText="No users found"
      verticalSpacing="sm"
      rowTestId={(row) => `user-row-${row.original.id}`}
      label="Users"
      phoneCards={{
        title: 'name',
        actions: ['actions'],
        actionsLabel: (row) => `Actions for ${displayName(row.original)}`,
        testId: (row) => `user-card-${row.original.id}`,
      }}
    />
  );
}

const ROLE_COLORS = { admin: 'red', manager: 'violet', staff: 'blue', client: 'gray' } as const;
