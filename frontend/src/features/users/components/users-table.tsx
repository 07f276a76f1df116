import { useMemo } from 'react';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';

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
};

/** The users list (SPEC §2 "Users page"): name, email, role, company, active, last login, actions. */
export function UsersTable({ users, currentUserId, canEdit, canDelete, onEdit, onDelete }: Props) {
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
            </Group>
          );
        },
      }),
    ],
    [currentUserId, canEdit, canDelete, onEdit, onDelete],
  );
  const table = useReactTable({ data: users, columns, getCoreRowModel: getCoreRowModel() });

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id} data-testid={`user-row-${row.original.id}`}>
              {row.getVisibleCells().map((cell) => (
                <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
              ))}
            </Table.Tr>
          ))}
          {users.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" ta="center" py="md">
                  No users found
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const ROLE_COLORS = { admin: 'red', manager: 'violet', staff: 'blue', client: 'gray' } as const;
