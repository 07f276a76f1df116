import { Anchor, Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { AuthFootnote } from '@/features/auth/components/auth-layout';
import { SignInCard } from '@/features/auth/components/sign-in-card';

const HIGHLIGHTS = [
  {
    title: 'Every case in one place',
    text: 'Track cases per company and client, from instructions through production to invoicing.',
  },
  {
    title: 'Management information',
    text: 'Record deficit and surplus results, lock completed work and keep an audit trail of changes.',
  },
  {
    title: 'A portal for your clients',
    text: 'Clients see a read-only view of their own cases, always up to date.',
  },
];

/** /landing: a short description of the product next to the static sign-in card (guide: README, screens). */
export function LandingPage() {
  return (
    <Box bg="gray.0" mih="100vh">
      <Box
        component="header"
        bg="white"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="lg">
          <Group justify="space-between">
            <Title order={2} size="h3" c="blue.8">
              Casebook
            </Title>
            <Button component={Link} to={paths.login} variant="subtle" size="sm">
              Sign in
            </Button>
          </Group>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 'xl', md: 64 }} component="main">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 64 }}>
          <Stack gap="lg" justify="center">
            <Text c="blue.7" fw={600} size="sm" tt="uppercase">
              Case management for financial statements
            </Text>
            <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.15}>
              A professional case management system for your team and your clients
            </Title>
            <Text size="lg" c="dimmed">
              Casebook keeps every financial-statements case on track: status, invoicing and management
              information for staff, managers and admins, and a clear read-only view for clients.
            </Text>
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {HIGHLIGHTS.map((item) => (
                <Box
                  component="li"
                  key={item.title}
                  pl="md"
                  style={{ borderLeft: '3px solid var(--mantine-color-blue-5)' }}
                >
                  <Text fw={600}>{item.title}</Text>
                  <Text size="sm" c="dimmed">
                    {item.text}
                  </Text>
                </Box>
              ))}
            </Stack>
          </Stack>
          <Stack align="center" justify="center" gap="sm">
            <SignInCard />
            <AuthFootnote />
          </Stack>
        </SimpleGrid>
      </Container>
      <Box component="footer" py="lg">
        <Text c="dimmed" size="xs" ta="center">
          Casebook · Need an account? Ask your administrator.{' '}
          <Anchor component={Link} to={paths.setup} size="xs">
            First-time setup
          </Anchor>
        </Text>
      </Box>
    </Box>
  );
}
