import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useCreateUser } from '@/features/auth/api/create-user';
import { useSetupStatus } from '@/features/auth/api/get-setup-status';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { useDelayedRedirect } from '@/features/auth/hooks/use-delayed-redirect';
import {
  hasErrors,
  MESSAGES,
  serverFieldErrors,
  SETUP_REDIRECT_MS,
  validateSetup,
  type SetupErrors,
  type SetupValues,
} from '@/features/auth/rules';
import { serverMessage } from '@/lib/api-client';

const EMPTY: SetupValues = { email: '', password: '', confirmPassword: '', firstName: '', lastName: '' };
const FIELDS = ['email', 'password', 'confirmPassword', 'firstName', 'lastName'] as const;

/**
 * /setup (guide: screens, labels#validation): creates the first administrator without a token; once an admin exists the
 * server answers 403 with a message, shown as it is. Success redirects to /login after 3 s. When an administrator
 * already exists the page says so at once (GET /api/auth/setup-status) instead of offering the form.
 */
export function SetupForm() {
  const status = useSetupStatus();
  const create = useCreateUser({ anonymous: true });
  if (create.isIdle && status.data?.adminExists) return <SetupDone />;
  if (create.isIdle && status.isPending)
    return (
      <AuthLayout title="Initial Setup" description="Checking whether Casebook is already set up.">
        <Group justify="center" py="md">
          <Loader size="sm" aria-label="Checking setup" />
        </Group>
      </AuthLayout>
    );
  return <SetupFields create={create} />;
}

/** Setup has run: nothing to fill in, only the way to sign in. */
function SetupDone() {
  return (
    <AuthLayout title="Initial Setup" description="Casebook is already set up.">
      <Stack gap="md">
        <Alert color="blue" role="status" title="Setup is complete">
          An administrator account already exists. Sign in, or ask an administrator to create your account.
        </Alert>
        <Button component={Link} to={paths.login} fullWidth>
          Go to Sign In
        </Button>
      </Stack>
    </AuthLayout>
  );
}

function SetupFields({ create }: { create: ReturnType<typeof useCreateUser> }) {
  const [values, setValues] = useState<SetupValues>(EMPTY);
  const [errors, setErrors] = useState<SetupErrors>({});
  useDelayedRedirect(create.isSuccess, paths.login, SETUP_REDIRECT_MS);

  const field = (name: keyof SetupValues) => ({
    value: values[name],
    error: errors[name],
    disabled: create.isSuccess,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSetup(values);
    setErrors(found);
    if (hasErrors(found)) return;
    create.mutate(
      {
        email: values.email.trim(),
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        role: 'admin',
      },
      { onError: (error) => setErrors(serverFieldErrors(error, FIELDS)) },
    );
  };

  return (
    <AuthLayout
      title="Initial Setup"
      description="Create the first administrator account. You will sign in with it afterwards."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {create.isSuccess && (
            <Alert color="teal" role="status" title="Administrator created">
              {create.data?.message || 'Administrator account created successfully.'} Redirecting to sign
              in...
            </Alert>
          )}
          {create.isError && (
            <Alert color="red" role="alert" title="Setup failed">
              {serverMessage(create.error, MESSAGES.createAdminFailed)}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label="First Name" autoComplete="given-name" {...field('firstName')} />
            <TextInput label="Last Name" autoComplete="family-name" {...field('lastName')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" autoComplete="email" {...field('email')} />
          <PasswordInput label="Password" autoComplete="new-password" {...field('password')} />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"

            {...field('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={create.isPending} disabled={create.isSuccess}>
            Create Admin Account
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            Already set up?{' '}
            <Anchor component={Link} to={paths.login} size="sm">
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
