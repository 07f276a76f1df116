import '@mantine/core/styles/Switch.css';

import { Switch, Table, Text } from '@mantine/core';

import { ROLE_LABELS, type MatrixRow } from '@/features/permissions/rules';
import { ROLE_COLUMN_WIDTH, STICKY } from '@/features/permissions/components/sticky-column';
import { ROLES, type Role } from '@/types/api';

type Props = {
  rows: MatrixRow[];
  onToggle: (role: Role, permission: string, granted: boolean) => void;
};

/**
 * Rows are permissions, columns roles, one switch per pair. Every switch reports its change; the page
 * decides whether it is allowed (non-admins see a read-only matrix and a toast when they try).
 */
export function PermissionMatrix({ rows, onToggle }: Props) {
  return (
    <Table.ScrollContainer minWidth={500}>
      <Table highlightOnHover verticalSpacing="xs" aria-label="Permission matrix">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={STICKY}>Permission</Table.Th>
            {ROLES.map((role) => (
              <Table.Th key={role} ta="center" w={ROLE_COLUMN_WIDTH}>
                {ROLE_LABELS[role]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.permission}>
              <Table.Td style={STICKY}>
                <Text size="sm" fw={500}>
                  {row.label}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {row.permission.toUpperCase()}
                </Text>
              </Table.Td>
              {ROLES.map((role) => (
                <Table.Td key={role}>
                  <Switch
                    mx="auto"
                    w="fit-content"
                    aria-label={`${ROLE_LABELS[role]}: ${row.label}`}
                    checked={row.granted[role]}
                    onChange={(event) => onToggle(role, row.permission, event.currentTarget.checked)}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
