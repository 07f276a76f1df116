import '@mantine/core/styles/Switch.css';

import { Box, Switch, Table, Text, Tooltip } from '@mantine/core';

import { CardList } from '@/components/ui/card-list';
import { OWN_ROLE_MESSAGE, ROLE_LABELS } from '@/features/permissions/rules';
import { displayName } from '@/lib/display-name';
import { usePhone } from '@/lib/use-phone';
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

type RowProps = Omit<Props, 'users'> & { user: User };

function UserName({ user, currentUserId }: Pick<RowProps, 'user' | 'currentUserId'>) {
  return (
    <>
      <Text size="sm" fw={500}>
        {displayName(user)}
        {user.id === currentUserId && (
          <Text span size="xs" c="dimmed" ml={6}>
            (you)
          </Text>
        )}
      </Text>
      <Text size="xs" c="dimmed">
        {user.email}
      </Text>
    </>
  );
}

function RoleSwitch({
  user,
  role,
  currentUserId,
  pendingUserId,
  onChange,
  onOwnRowAttempt,
}: RowProps & { role: Role }) {
  const own = user.id === currentUserId;
  const control = (
    <Switch
      mx="auto"
      w="fit-content"
      aria-label={`${displayName(user)}: ${ROLE_LABELS[role]}`}
      checked={(user.role ?? 'client') === role}
      disabled={own || pendingUserId === user.id}
      // A user always has one role: switching the current one off changes nothing.
      onChange={(event) => event.currentTarget.checked && onChange(user, role)}
    />
  );
  if (!own) return control;
  return (
    <Tooltip label={OWN_ROLE_MESSAGE} events={{ hover: true, focus: true, touch: true }}>
      <Box w="fit-content" mx="auto" onClick={onOwnRowAttempt} data-testid="own-role-switch">
        {control}
      </Box>
    </Tooltip>
  );
}

/** Users x roles, one switch per role; turning a role on gives the user that role. */
export function UserRolesTable({ users, ...rest }: Props) {
  const phone = usePhone();
  if (phone) {
    // Phones: a card per user with a labelled switch per role, nothing to scroll sideways.
    const items = users.map((user) => ({
      key: String(user.id),
      title: <UserName user={user} currentUserId={rest.currentUserId} />,
      fields: ROLES.map((role) => ({
        key: role,
        label: ROLE_LABELS[role],
        value: <RoleSwitch user={user} role={role} {...rest} />,
      })),
    }));
    return <CardList label="User roles" items={items} emptyText="No users" />;
  }
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
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td style={STICKY}>
                <UserName user={user} currentUserId={rest.currentUserId} />
              </Table.Td>
              {ROLES.map((role) => (
                <Table.Td key={role}>
                  <RoleSwitch user={user} role={role} {...rest} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
