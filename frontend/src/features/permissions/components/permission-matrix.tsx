import '@mantine/core/styles/Switch.css';

import { Switch, Table, Text, VisuallyHidden } from '@mantine/core';

import { CardList } from '@/components/ui/card-list';
import { usePhone } from '@/lib/use-phone';
import { appliesToRole, ROLE_LABELS, type MatrixRow } from '@/features/permissions/rules';
import { ROLE_COLUMN_WIDTH, STICKY } from '@/features/permissions/components/sticky-column';
import { ROLES, type Role } from '@/types/api';

type Props = {
  rows: MatrixRow[];
  /** Whether the viewer may change the matrix (guide: roles); others see Yes / No, not switches. */
  editable: boolean;
  onToggle: (role: Role, permission: string, granted: boolean) => void;
};

function Cell({ role, row, editable, onToggle }: { role: Role; row: MatrixRow } & Omit<Props, 'rows'>) {
  if (!appliesToRole(role, row.permission)) {
    return (
      <Text size="sm" c="gray.7" ta="center" data-testid={`na-${role}-${row.permission}`}>
        N/A<VisuallyHidden> (not applicable to clients)</VisuallyHidden>
      </Text>
    );
  }
  if (!editable) {
    const granted = row.granted[role];
    return (
      <Text
        size="sm"
        ta="center"
        fw={granted ? 600 : 400}
        c={granted ? 'green.9' : 'gray.7'}
        data-testid={`grant-${role}-${row.permission}`}
      >
        {granted ? 'Yes' : 'No'}
      </Text>
    );
  }
  return (
    <Switch
      mx="auto"
      w="fit-content"
      aria-label={`${ROLE_LABELS[role]}: ${row.label}`}
      checked={row.granted[role]}
      onChange={(event) => onToggle(role, row.permission, event.currentTarget.checked)}
    />
  );
}

function PermissionName({ row }: { row: MatrixRow }) {
  return (
    <>
      <Text size="sm" fw={500}>
        {row.label}
      </Text>
      <Text size="xs" c="gray.7" ff="monospace">
        {row.permission.toUpperCase()}
      </Text>
    </>
  );
}

/**
 * Rows are permissions, columns roles. An editor gets one switch per pair; everyone else reads Yes / No.
 * Pairs that cannot apply (write or company-wide permissions for the client role) read N/A.
 */
export function PermissionMatrix({ rows, editable, onToggle }: Props) {
  const phone = usePhone();
  if (phone) {
    // Phones: a card per permission, its roles' switches labelled, nothing to scroll sideways.
    const items = rows.map((row) => ({
      key: row.permission,
      title: <PermissionName row={row} />,
      fields: ROLES.map((role) => ({
        key: role,
        label: ROLE_LABELS[role],
        value: <Cell role={role} row={row} editable={editable} onToggle={onToggle} />,
      })),
    }));
    return <CardList label="Permission matrix" items={items} emptyText="No permissions" />;
  }
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
                <PermissionName row={row} />
              </Table.Td>
              {ROLES.map((role) => (
                <Table.Td key={role}>
                  <Cell role={role} row={row} editable={editable} onToggle={onToggle} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
