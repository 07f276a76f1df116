import type { ReactNode } from 'react';
import { Anchor, Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

/**
 * The frame of the signed-out screens (login, setup, reset password): the product's name, a card with
 * the screen's title and form, and the hosted-authentication note of guide: README.
 */
export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box bg="gray.0" mih="100vh">
      <Center mih="100vh" p="md">
        <Stack w="100%" maw={440} gap="lg">
          <Group justify="center" gap={6}>
            <Anchor component={Link} to={paths.landing} underline="never" aria-label="Casebook home">
              <Title order={2} c="blue.8" component="span">
                Casebook
              </Title>
            </Anchor>
          </Group>
          <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} component="main">
            <Stack gap="md">
              <div>
                <Title order={1} size="h2">
                  {title}
                </Title>
                {description && (
                  <Text c="dimmed" size="sm" mt={4}>
                    {description}
                  </Text>
                )}
              </div>
              {children}
            </Stack>
          </Paper>
          <AuthFootnote />
        </Stack>
      </Center>
    </Box>
  );
}

/** guide: README: a professional case management system whose authentication is provided by a hosted service. */
export function AuthFootnote() {
  return (
    <Text c="dimmed" size="xs" ta="center">
      Secure sign-in provided by our hosted authentication service.
    </Text>
  );
}
