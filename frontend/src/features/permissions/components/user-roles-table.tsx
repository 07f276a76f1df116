import '@mantine/core/styles/Switch.css';

import { Box, Switch, Table, Text, Tooltip } from '@mantine/core';

import { OWN_ROLE_MESSAGE, ROLE_LABELS } from '@/features/permissions/rules';
import { displayName } from '@/lib/display-name';
import { ROLE_COLUMN_WIDTH, STICKY } from '@/features/permissions/components/sticky-column';
import { ROLES, type Role, type User } from '@/types/api';

type Props = {
  users: User[];
  currentUserId: number | null;
  /** The user whose change is on its way to the server (their switches wait). */
  pendingUserId: number | null;
  onChange: (user: User, role: Role) => void;
  onOwnRowAttempt: () => void;
};

/** Users x roles, one switch per role; turning a role on gives the user that role. */
export function UserRolesTable({ users, currentUserId, pendingUserId, onChange, onOwnRowAttempt }: Props) {
  return (
    <Table.ScrollContainer minWidth={500}>
      <Table highlightOnHover verticalSpacing="xs" aria-label="User roles">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={STICKY}>User</Table.Th>
            {ROLES.map((role) => (
              <Table.Th key={role} ta="center" w={ROLE_COLUMN_WIDTH}>
                {ROLE_LABELS[role]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const own = user.id === currentUserId;
            const name = displayName(user);
            const current = user.role ?? 'client';
            return (
              <Table.Tr key={user.id}>
                <Table.Td style={STICKY}>
                  <Text size="sm" fw={500}>
                    {name}
                    {own && (
                      <Text span size="xs" c="dimmed" ml={6}>
                        (you)
                      </Text>
                    )}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {user.email}
                  </Text>
                </Table.Td>
                {ROLES.map((role) => {
                  const control = (
                    <Switch
                      mx="auto"
                      w="fit-content"
                      aria-label={`${name}: ${ROLE_LABELS[role]}`}
                      checked={current === role}
                      disabled={own || pendingUserId === user.id}
                      // A user always has one role: switching the current one off changes nothing.
                      onChange={(event) => event.currentTarget.checked && onChange(user, role)}
                    />
                  );
                  return (
                    <Table.Td key={role}>
                      {own ? (
                        <Tooltip label={OWN_ROLE_MESSAGE} events={{ hover: true, focus: true, touch: true }}>
                          <Box
                            w="fit-content"
                            mx="auto"
                            onClick={onOwnRowAttempt}
                            data-testid="own-role-switch"
                          >
                            {control}
                          </Box>
                        </Tooltip>
                      ) : (
                        control
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
