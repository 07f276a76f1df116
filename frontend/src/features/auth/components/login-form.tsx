import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate } from 'react-router';

import { useLogin } from '@/features/auth/api/login';
import { homePathFor, LOGIN_REDIRECT_MS, validateLogin, type LoginErrors } from '@/features/auth/rules';
import { serverMessage } from '@/lib/api-client';

/** SPEC §2/§4/§5: email + password; success stores the session and redirects by role after 100 ms. */
export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin({ email, password });
    setErrors(found);
    if (found.email || found.password) return;
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ user }) => {
          setTimeout(() => navigate(homePathFor(user.role), { replace: true }), LOGIN_REDIRECT_MS);
        },
      },
    );
  };

  return (
    <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <div>
            <Title order={2}>Sign in</Title>
            <Text c="dimmed" size="sm">
              Casebook case management
            </Text>
          </div>
          {login.isError && (
            <Alert color="red" role="alert">
              {serverMessage(login.error, 'Login failed')}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
          />
          <Button type="submit" loading={login.isPending || login.isSuccess} fullWidth>
            Sign In
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
