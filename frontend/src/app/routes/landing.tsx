import { Center, Title } from '@mantine/core';

// Placeholder: the auth-screens work replaces this with the real screen from features/auth.
export default function LandingRoute() {
  return (
    <Center mih="100vh" p="md">
      <Title order={1}>Casebook</Title>
    </Center>
  );
}
