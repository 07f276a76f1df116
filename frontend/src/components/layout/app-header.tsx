import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Drawer.css';
import type { MouseEvent, ReactNode } from 'react';
import { Burger, Button, Drawer, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

import { useLogout } from '@/features/auth/api/logout';
import { useUser } from '@/features/auth/api/get-user';
import { displayName } from '@/lib/display-name';
import { usePermissions } from '@/lib/permissions';

/**
 * The signed-in top bar: "Casebook", optional action buttons (the dashboard's Upload CSV, Add Case...),
 * the user's name and Logout. Below Mantine's `sm` breakpoint (48em, 768 px) the buttons, name and
 * Logout move into a drawer opened by a menu button, so the bar takes one row on a phone.
 */
export function AppHeader({ actions }: { actions?: ReactNode }) {
  const auth = useUser();
  const logout = useLogout();
  const { can } = usePermissions();
  const [menuOpened, menu] = useDisclosure(false);
  const name = auth.user ? displayName(auth.user) : null;
  // Privacy (issue 22) is for those who hold SYSTEM_SETTINGS, admins by default. The bar's buttons share the
  // page links' size (xs, 30 px: above WCAG 2.5.8's 24 px target) so the bar keeps to one row on a desk.
  const privacyLink = can('system_settings') ? (
    <Button component={Link} to={paths.privacy} variant="default" size="xs">
      Privacy
    </Button>
  ) : null;
  const securityLink = (
    <Button component={Link} to={paths.security} variant="subtle" size="xs">
      Security
    </Button>
  );
  const logoutButton = (
    <Button variant="default" size="xs" onClick={() => logout.mutate()} loading={logout.isPending}>
      Logout
    </Button>
  );
  // Any button or link chosen in the drawer (a page link, Upload CSV, Add Case...) closes it first.
  const closeOnChoice = (event: MouseEvent) => {
    if ((event.target as Element).closest('a, button')) menu.close();
  };
  return (
    <Paper component="header" shadow="xs" radius={0} px="md" py="sm" withBorder>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Title order={3} c="blue.8">
          Casebook
        </Title>
        <Group gap="sm" wrap="wrap" justify="flex-end" visibleFrom="sm">
          {actions}
          {privacyLink}
          {name && (
            <Text fw={500} size="sm" data-testid="user-name">
              {name}
            </Text>
          )}
          {securityLink}
          {logoutButton}
        </Group>
        <Burger
          hiddenFrom="sm"
          opened={menuOpened}
          onClick={menu.toggle}
          aria-label={menuOpened ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpened}
          size="sm"
        />
      </Group>
      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        position="right"
        size={300}
        title="Menu"
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <Stack gap="sm" onClick={closeOnChoice} component="nav" aria-label="Main menu">
          {name && (
            <Text fw={500} size="sm">
              Signed in as {name}
            </Text>
          )}
          {actions}
          {privacyLink}
          {securityLink}
          {logoutButton}
        </Stack>
      </Drawer>
    </Paper>
  );
}
