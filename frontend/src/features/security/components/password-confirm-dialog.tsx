import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';

import { SECURITY_MESSAGES } from '@/features/security/rules';

type Props = {
  opened: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  /** The server's refusal (e.g. "Your password is incorrect."), shown above the field. */
  error: string | null;
  onCancel: () => void;
  onConfirm: (password: string) => void;
};

/** Asks for the current password before a change that weakens or replaces a factor (guide: roles#two-factor-sign-in).
 * */
export function PasswordConfirmDialog(props: Props) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title}>
      {/* Mounted per opening, so the password never outlives the dialog. */}
      {props.opened && <PasswordForm {...props} />}
    </Modal>
  );
}

function PasswordForm({ description, confirmLabel, danger, pending, error, onCancel, onConfirm }: Props) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!password);
    if (password) onConfirm(password);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{description}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          data-autofocus
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={missing ? SECURITY_MESSAGES.passwordRequired : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" color={danger ? 'red' : undefined} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
