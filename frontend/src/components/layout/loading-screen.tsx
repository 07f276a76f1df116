import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while authentication resolves and while a screen's code loads (SPEC §2). */
export function LoadingScreen() {
  return (
    <Center mih="100vh" role="status" aria-label="Loading">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed" size="sm">
          Loading...
        </Text>
      </Stack>
    </Center>
  );
}
