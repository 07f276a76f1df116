import { Center, Loader, Stack, Title } from '@mantine/core';

/** Shown while authentication resolves and while a screen's code loads (guide: screens); a page's `main` and `h1`. */
export function LoadingScreen() {
  return (
    <Center mih="100vh" component="main">
      <Stack align="center" gap="xs" role="status" aria-label="Loading">
        <Loader aria-hidden="true" />
        <Title order={1} size="sm" fw={400} c="dimmed">
          Loading...
        </Title>
      </Stack>
    </Center>
  );
}
