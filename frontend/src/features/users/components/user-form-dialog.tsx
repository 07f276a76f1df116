import '@mantine/core/styles/Switch.css';

import { useState, type FormEvent } from 'react';
import {
  Autocomplete,
  Button,
  Group,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';

import {
  hasErrors,
  ROLE_LABELS,
  validateUserForm,
  type UserFormErrors,
  type UserFormValues,
} from '@/features/users/rules';
import type { Role } from '@/types/api';

type Props = {
  mode: 'create' | 'edit';
  opened: boolean;
  initial: UserFormValues;
  /** The roles the viewer may assign (guide: roles#who-manages-whom `canManageRole`). */
  roles: Role[];
  /** Why the role cannot be changed here (editing yourself, no assign_roles), or null when it can. */
  roleLockedReason: string | null;
  /** Why the account cannot be deactivated here (editing yourself), or null. */
  activeLockedReason: string | null;
  companies: string[];
  pending: boolean;
  /** Errors the server reported for fields (e.g. a taken e-mail), shown under the fields. */
  serverErrors: UserFormErrors;
  onClose: () => void;
  onSubmit: (values: UserFormValues) => void;
};

/** The create and edit dialogs of the Users page, with the guide: labels#validation user-management validation. */
export function UserFormDialog(props: Props) {
  const { mode, opened, onClose } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={mode === 'create' ? 'Add User' : 'Edit User'} size="lg">
      {/* Mounted only while open, so each opening starts from `initial`. */}
      {opened && <UserForm {...props} />}
    </Modal>
  );
}

function UserForm({
  mode,
  initial,
  roles,
  roleLockedReason,
  activeLockedReason,
  companies,
  pending,
  serverErrors,
  onClose,
  onSubmit,
}: Props) {
  const [values, setValues] = useState<UserFormValues>(initial);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const shown = { ...serverErrors, ...errors };

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateUserForm(values);
    setErrors(found);
    if (!hasErrors(found)) onSubmit(values);
  };

  const roleOptions = (roles.includes(values.role) ? roles : [values.role, ...roles]).map((role) => ({
    value: role,
    label: ROLE_LABELS[role],
  }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          required
          value={values.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          error={shown.email}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="First Name"
            required
            value={values.firstName}
            onChange={(event) => set('firstName', event.currentTarget.value)}
            error={shown.firstName}
          />
          <TextInput
            label="Last Name"
            required
            value={values.lastName}
            onChange={(event) => set('lastName', event.currentTarget.value)}
            error={shown.lastName}
          />
        </SimpleGrid>
        <Select
          label="Role"
          required
          data={roleOptions}
          value={values.role}
          onChange={(value) => value && set('role', value as Role)}
          allowDeselect={false}
          disabled={Boolean(roleLockedReason)}
          description={roleLockedReason ?? undefined}
          error={shown.role}
          comboboxProps={{ withinPortal: true }}
        />
        <Autocomplete
          label="Company"
          description="Optional: leave blank for no company"
          data={companies}
          value={values.company}
          onChange={(value) => set('company', value)}
          error={shown.company}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          description={
            mode === 'create'
              ? 'Optional: leave blank to generate a temporary password'
              : 'Optional: leave blank to keep the current password'
          }
          value={values.password}
          onChange={(event) => set('password', event.currentTarget.value)}
          error={shown.password}
        />
        <Switch
          label="Active"
          checked={values.isActive}
          onChange={(event) => set('isActive', event.currentTarget.checked)}
          disabled={Boolean(activeLockedReason)}
          description={activeLockedReason ?? undefined}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {mode === 'create'
              ? pending
                ? 'Creating...'
                : 'Create User'
              : pending
                ? 'Saving...'
                : 'Save Changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
