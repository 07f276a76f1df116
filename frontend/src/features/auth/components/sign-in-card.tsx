import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from 'react-router';

import { paths } from '@/config/paths';

/**
 * guide: screens#sign-in-screens "Sign-in card (static)": disabled email, password and remember-me fields, a
 * forgot-password link, and a Sign In button that sends the browser to /login (where the real form is).
 */
export function SignInCard() {
  const navigate = useNavigate();
  return (
    <Paper withBorder shadow="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            Sign in
          </Title>
          <Text c="dimmed" size="sm">
            Access your cases securely.
          </Text>
        </div>
        <TextInput label="Email" type="email" placeholder="you@company.com" disabled />
        <PasswordInput label="Password" placeholder="Your password" disabled />
        <Group justify="space-between" gap="xs">
          <Checkbox label="Remember me" disabled />
          <Anchor component={Link} to={paths.resetPassword} size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button fullWidth onClick={() => navigate(paths.login)}>
          Sign In
        </Button>
      </Stack>
    </Paper>
  );
}
