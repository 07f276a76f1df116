import { Center } from '@mantine/core';

import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <LoginForm />
    </Center>
  );
}
