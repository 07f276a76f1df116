import { Box, Button, Center, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

/** Any path outside the guide: screens#routes routes table. */
export default function NotFoundRoute() {
  return (
    <Box bg="gray.0">
      <Center mih="100vh" p="md" component="main">
        <Stack align="center" gap="sm" maw={480} ta="center">
          <Text c="blue.7" fw={700} fz={56} lh={1} aria-hidden="true">
            404
          </Text>
          <Title order={1} size="h2">
            <VisuallyHidden>404</VisuallyHidden> Page Not Found
          </Title>
          <Text c="dimmed">
            The page you are looking for does not exist or has moved. Check the address, or go back to the
            home page.
          </Text>
          <Button component={Link} to={paths.home} mt="sm">
            Go to the home page
          </Button>
        </Stack>
      </Center>
    </Box>
  );
}
