import { useState, type FormEvent } from 'react';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { Alert, Button, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';

import type { MfaStatus, Passkey } from '@/features/security/api/get-mfa-status';
import { useRemovePasskey } from '@/features/security/api/remove-passkey';
import { useRenamePasskey } from '@/features/security/api/rename-passkey';
import { PasswordConfirmDialog } from '@/features/security/components/password-confirm-dialog';
import { SectionCard } from '@/features/security/components/section-card';
import { useAddPasskey } from '@/features/security/hooks/use-add-passkey';
import {
  formatWhen,
  lastFactorWarning,
  PASSKEY_NAME_MAX,
  validatePasskeyName,
} from '@/features/security/rules';
import { serverMessage } from '@/lib/api-client';
import { passkeyErrorMessage } from '@/lib/passkey-errors';
import { toast } from '@/lib/toast';

type Props = { status: MfaStatus; onRecoveryCodes: (codes: string[]) => void };

/** Passkeys and security keys as a second factor: add with a name, rename, remove with the password. */
export function PasskeysSection({ status, onRecoveryCodes }: Props) {
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const remove = useRemovePasskey();
  const supported = browserSupportsWebAuthn();

  return (
    <SectionCard
      id="passkeys"
      title="Passkeys and security keys"
      status={status.passkeys.length > 0}
      description="Confirm sign-in with your device's fingerprint, face or screen lock, or with a security key."
    >
      {status.passkeys.length > 0 && (
        <Stack
          gap="xs"
          component="ul"
          aria-label="Your passkeys"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {status.passkeys.map((passkey) => (
            <Paper component="li" key={passkey.id} withBorder p="sm" radius="sm">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <div>
                  <Text fw={500} size="sm">
                    {passkey.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Added {formatWhen(passkey.createdAt)} · Last used {formatWhen(passkey.lastUsedAt)}
                  </Text>
                </div>
                <Group gap={6}>
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-label={`Rename ${passkey.name}`}
                    onClick={() => setRenaming(passkey)}
                  >
                    Rename
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    aria-label={`Remove ${passkey.name}`}
                    onClick={() => setRemoving(passkey)}
                  >
                    Remove
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {!supported && (
        <Alert color="gray" variant="light">
          This browser cannot create passkeys. Use a current browser to add one.
        </Alert>
      )}
      <Group>
        <Button
          variant={status.passkeys.length ? 'default' : 'filled'}
          onClick={() => setAdding(true)}
          disabled={!supported}
        >
          Add a passkey
        </Button>
      </Group>

      <AddPasskeyDialog
        opened={adding}
        onClose={() => setAdding(false)}
        onAdded={(codes) => {
          setAdding(false);
          if (codes?.length) onRecoveryCodes(codes);
        }}
      />
      <RenamePasskeyDialog passkey={renaming} onClose={() => setRenaming(null)} />
      <PasswordConfirmDialog
        opened={removing !== null}
        title="Remove passkey"
        description={
          lastFactorWarning(status) ??
          `"${removing?.name ?? ''}" will no longer sign you in. Enter your password to confirm.`
        }
        confirmLabel="Remove"
        danger
        pending={remove.isPending}
        error={remove.isError ? serverMessage(remove.error, 'The passkey could not be removed.') : null}
        onCancel={() => {
          setRemoving(null);
          remove.reset();
        }}
        onConfirm={(password) =>
          removing &&
          remove.mutate(
            { id: removing.id, password },
            {
              onSuccess: ({ message }) => {
                setRemoving(null);
                toast({ title: 'Passkey removed', message });
              },
            },
          )
        }
      />
    </SectionCard>
  );
}

function AddPasskeyDialog({
  opened,
  onClose,
  onAdded,
}: {
  opened: boolean;
  onClose: () => void;
  onAdded: (codes: string[] | undefined) => void;
}) {
  const add = useAddPasskey();
  const close = () => {
    if (add.isPending) return;
    add.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Add a passkey">
      {opened && (
        <NameForm
          initial=""
          submitLabel="Continue"
          intro="Name it after the device or key, so you can tell your passkeys apart. Your browser then asks you to create the passkey."
          pending={add.isPending}
          error={add.isError ? passkeyErrorMessage(add.error) : null}
          onCancel={close}
          onSubmit={(name) =>
            add.mutate(name, {
              onSuccess: ({ passkey, recoveryCodes }) => {
                toast({ title: 'Passkey added', message: `"${passkey.name}" can now confirm your sign-in.` });
                onAdded(recoveryCodes);
              },
            })
          }
        />
      )}
    </Modal>
  );
}

function RenamePasskeyDialog({ passkey, onClose }: { passkey: Passkey | null; onClose: () => void }) {
  const rename = useRenamePasskey();
  const close = () => {
    rename.reset();
    onClose();
  };
  return (
    <Modal opened={passkey !== null} onClose={close} title="Rename passkey">
      {passkey && (
        <NameForm
          initial={passkey.name}
          submitLabel="Save"
          pending={rename.isPending}
          error={rename.isError ? serverMessage(rename.error, 'The passkey could not be renamed.') : null}
          onCancel={close}
          onSubmit={(name) =>
            rename.mutate(
              { id: passkey.id, name },
              {
                onSuccess: () => {
                  toast({ title: 'Passkey renamed', message: `The passkey is now called "${name}".` });
                  close();
                },
              },
            )
          }
        />
      )}
    </Modal>
  );
}

function NameForm({
  initial,
  intro,
  submitLabel,
  pending,
  error,
  onCancel,
  onSubmit,
}: {
  initial: string;
  intro?: string;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (name: string) => void;
}) {
  const [name, setName] = useState(initial);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePasskeyName(name);
    setFieldError(problem);
    if (!problem) onSubmit(name.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {intro && <Text size="sm">{intro}</Text>}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label="Passkey name"
          placeholder="Work laptop"
          data-autofocus
          maxLength={PASSKEY_NAME_MAX + 1}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={fieldError}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
