import type { ReactNode } from 'react';
import { Button, Group, Paper, Text, Title } from '@mantine/core';

import { useLogout } from '@/features/auth/api/logout';
import { useUser } from '@/features/auth/api/get-user';
import { displayName } from '@/lib/display-name';
import { usePermissions } from '@/lib/permissions';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The signed-in top bar: "Casebook", optional action buttons (the dashboard's Upload CSV, Add Case...),
 * the user's name and Logout.
 */
export function AppHeader({ actions }: { actions?: ReactNode }) {
  const auth = useUser();
  const logout = useLogout();
  const { can } = usePermissions();
  return (
    <Paper component="header" shadow="xs" radius={0} px="md" py="sm" withBorder>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={3} c="blue.8">
          Casebook
        </Title>
        <Group gap="sm" wrap="wrap">
          {actions}
          {can('system_settings') && (
            <Button component={Link} to={paths.privacy} variant="default" size="sm">
              Privacy
            </Button>
          )}
          {auth.user && (
            <Text fw={500} size="sm" data-testid="user-name">
              {displayName(auth.user)}
            </Text>
          )}
          <Button variant="default" size="sm" onClick={() => logout.mutate()} loading={logout.isPending}>
            Logout
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
