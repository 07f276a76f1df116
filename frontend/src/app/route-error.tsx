import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** Shown when a screen fails to load or render (e.g. a stale chunk after a deploy). */
export function RouteError() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={2}>Something went wrong</Title>
        <Text c="dimmed">Please reload the page.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
