import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="xs">
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed">The page you are looking for does not exist.</Text>
        <Anchor component={Link} to={paths.home}>
          Go to the home page
        </Anchor>
      </Stack>
    </Center>
  );
}
