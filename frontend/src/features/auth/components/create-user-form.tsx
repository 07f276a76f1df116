import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Button,
  Group,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';

import { useCreateUser } from '@/features/auth/api/create-user';
import {
  ADMIN_FORM_ROLES,
  createUserPayload,
  hasErrors,
  MESSAGES,
  serverFieldErrors,
  validateCreateUser,
  type CreateUserErrors,
  type CreateUserValues,
} from '@/features/auth/rules';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

const EMPTY: CreateUserValues = {
  email: '',
  password: '',
  role: 'staff',
  firstName: '',
  lastName: '',
  company: '',
};
const FIELDS = ['email', 'password', 'role', 'firstName', 'lastName', 'company'] as const;
const ROLE_LABELS: Record<(typeof ADMIN_FORM_ROLES)[number], string> = {
  staff: 'Staff',
  client: 'Client',
  admin: 'Admin',
};
const ROLE_OPTIONS = ADMIN_FORM_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** /admin (guide: screens, labels#validation): an administrator creates a user with POST /api/auth/create-user and
 * their token. */
export function CreateUserForm() {
  const create = useCreateUser();
  const onUnauthorized = useUnauthorizedHandler();
  const [values, setValues] = useState<CreateUserValues>(EMPTY);
  const [errors, setErrors] = useState<CreateUserErrors>({});

  const set = (name: keyof CreateUserValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined })); // an edited field's old error no longer applies
  };
  const text = (name: keyof CreateUserValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.currentTarget.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCreateUser(values);
    setErrors(found);
    if (hasErrors(found)) return;
    create.mutate(createUserPayload(values), {
      onSuccess: (data) => {
        toast({ title: 'Success', message: data?.message || 'User created successfully' });
        setValues(EMPTY);
      },
      onError: (error) => {
        if (onUnauthorized(error)) return;
        setErrors(serverFieldErrors(error, FIELDS));
        toast({
          title: 'Error',
          message: serverMessage(error, MESSAGES.createUserFailed),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }} maw={640}>
      <form onSubmit={submit} noValidate aria-label="Create user">
        <Stack gap="md">
          <Text c="dimmed" size="sm">
            Create an account for a member of staff, a client or another administrator. They sign in with this
            email and password.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Email" type="email" autoComplete="off" {...text('email')} />
            <PasswordInput label="Password" autoComplete="new-password" {...text('password')} />
          </SimpleGrid>
          <Select
            label="Role"

            allowDeselect={false}
            data={ROLE_OPTIONS}
            value={values.role}
            error={errors.role}
            onChange={(value) => set('role', value ?? '')}
            maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="First Name" placeholder="Optional" autoComplete="off" {...text('firstName')} />
            <TextInput label="Last Name" placeholder="Optional" autoComplete="off" {...text('lastName')} />
          </SimpleGrid>
          <TextInput
            label="Company"
            placeholder="Optional"
            description="Clients see the cases of this company."
            autoComplete="off"
            {...text('company')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Create User
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
