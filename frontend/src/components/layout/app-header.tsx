import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Drawer.css';
import type { MouseEvent, ReactNode } from 'react';
import { Box, Burger, Button, Divider, Drawer, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

import { AppNav } from '@/components/layout/app-nav';
import { useTopBarSlot } from '@/components/layout/top-bar-slot';
import { useLogout } from '@/features/auth/api/logout';
import { useUser } from '@/features/auth/api/get-user';
import { displayName } from '@/lib/display-name';

/**
 * The signed-in top bar of every page: "Casebook", the page's action buttons (the dashboard's Upload CSV, Add
 * Case...), the user's name and Logout, and below them the app-wide navigation (components/layout/app-nav.tsx).
 * Below Mantine's `sm` breakpoint (48em, 768 px) all of it moves into a drawer opened by a menu button, so the
 * bar takes one row on a phone. A feature's control (the notification bell, components/layout/top-bar-slot.tsx) stays
 * in the bar at every width.
 */
export function AppHeader({ actions }: { actions?: ReactNode }) {
  const auth = useUser();
  const logout = useLogout();
  const [menuOpened, menu] = useDisclosure(false);
  const Extra = useTopBarSlot();
  const name = auth.user ? displayName(auth.user) : null;
  // The bar's buttons share the links' size (xs, 30 px: above WCAG 2.5.8's 24 px target).
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
        <Group gap="sm" wrap="nowrap" justify="flex-end">
          <Group gap="sm" wrap="wrap" justify="flex-end" visibleFrom="sm">
            {actions}
            {name && (
              <Text fw={500} size="sm" data-testid="user-name">
                {name}
              </Text>
            )}
            {logoutButton}
          </Group>
          {/* Beside the menu button, so a phone reaches it without opening the menu. */}
          {Extra && <Extra />}
          <Burger
            hiddenFrom="sm"
            opened={menuOpened}
            onClick={menu.toggle}
            aria-label={menuOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpened}
            size="sm"
          />
        </Group>
      </Group>
      <Box visibleFrom="sm" mt="xs">
        <AppNav layout="row" />
      </Box>
      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        position="right"
        size={300}
        title="Menu"
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <Stack gap="sm" onClick={closeOnChoice}>
          {name && (
            <Text fw={500} size="sm">
              Signed in as {name}
            </Text>
          )}
          <AppNav layout="column" />
          {actions && (
            <>
              <Divider />
              {actions}
            </>
          )}
          <Divider />
          {logoutButton}
        </Stack>
      </Drawer>
    </Paper>
  );
}
