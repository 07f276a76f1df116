import { useState, type FormEvent } from 'react';
import { Alert, Button, Code, CopyButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';

import { useConfirmTotp } from '@/features/security/api/confirm-totp';
import type { MfaStatus } from '@/features/security/api/get-mfa-status';
import { useRemoveTotp } from '@/features/security/api/remove-totp';
import { useStartTotp, type TotpSetup } from '@/features/security/api/start-totp';
import { PasswordConfirmDialog } from '@/features/security/components/password-confirm-dialog';
import { SectionCard } from '@/features/security/components/section-card';
import { formatSecret, lastFactorWarning, qrImageSrc, validateTotpCode } from '@/features/security/rules';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

type Props = { status: MfaStatus; onRecoveryCodes: (codes: string[]) => void };

/** The authenticator app (TOTP): set up with a QR code or the key, confirm with a code; remove with the password. */
export function AuthenticatorSection({ status, onRecoveryCodes }: Props) {
  const start = useStartTotp();
  const remove = useRemoveTotp();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [removing, setRemoving] = useState(false);

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: setSetup,
    });

  return (
    <SectionCard
      id="authenticator"
      title="Authenticator app"
      status={status.totp}
      description="An app such as Microsoft Authenticator, Google Authenticator or 1Password shows a new 6-digit code every 30 seconds."
    >
      {status.totp ? (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">Sign-in asks for a code from your authenticator app.</Text>
          <Button variant="light" color="red" onClick={() => setRemoving(true)}>
            Remove authenticator app
          </Button>
        </Group>
      ) : setup ? (
        <TotpSetupForm
          setup={setup}
          onCancel={() => setSetup(null)}
          onConfirmed={(codes) => {
            setSetup(null);
            onRecoveryCodes(codes);
          }}
        />
      ) : (
        <Stack gap="xs" align="flex-start">
          {start.isError && (
            <Alert color="red" role="alert" w="100%">
              {serverMessage(start.error, 'The authenticator app could not be set up. Try again.')}
            </Alert>
          )}
          <Button onClick={begin} loading={start.isPending}>
            Set up authenticator app
          </Button>
        </Stack>
      )}
      <PasswordConfirmDialog
        opened={removing}
        title="Remove authenticator app"
        description={
          lastFactorWarning(status) ??
          'Sign-in will no longer ask for a code from your authenticator app. Enter your password to confirm.'
        }
        confirmLabel="Remove"
        danger
        pending={remove.isPending}
        error={
          remove.isError ? serverMessage(remove.error, 'The authenticator app could not be removed.') : null
        }
        onCancel={() => {
          setRemoving(false);
          remove.reset();
        }}
        onConfirm={(password) =>
          remove.mutate(password, {
            onSuccess: ({ message }) => {
              setRemoving(false);
              toast({ title: 'Authenticator app removed', message });
            },
          })
        }
      />
    </SectionCard>
  );
}

function TotpSetupForm({
  setup,
  onCancel,
  onConfirmed,
}: {
  setup: TotpSetup;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}) {
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const secret = formatSecret(setup.secret);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateTotpCode(code);
    setFieldError(problem);
    if (problem) return;
    // The refreshed status unmounts this form before the mutation settles, and a callback given to `mutate` dies with
    // it; the codes are shown this once, so they are handed on from the promise instead. A failure shows in the form.
    confirm.mutateAsync(code.replace(/\s+/g, '')).then(
      ({ recoveryCodes }) => onConfirmed(recoveryCodes),
      () => undefined,
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" fw={500}>
        1. Scan this QR code with your authenticator app.
      </Text>
      <Image
        src={qrImageSrc(setup.qrSvg)}
        alt="QR code to add Casebook to your authenticator app"
        w={200}
        h={200}
        fit="contain"
        bg="white"
        p={4}
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      />
      <Stack gap={4}>
        <Text size="sm">Cannot scan it? Enter this key in the app instead:</Text>
        <Group gap="xs" wrap="wrap">
          <Code
            fz="md"
            data-testid="totp-secret"
            data-secret={setup.secret}
            style={{ wordBreak: 'break-all' }}
          >
            {secret}
          </Code>
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="default" onClick={copy}>
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" fw={500}>
            2. Enter the 6-digit code the app shows.
          </Text>
          {confirm.isError && (
            <Alert color="red" role="alert">
              {serverMessage(confirm.error, 'That code could not be checked. Try again.')}
            </Alert>
          )}
          <TextInput
            label="Authentication code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            maw={220}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={fieldError}
          />
          <Group gap="sm">
            <Button type="submit" loading={confirm.isPending}>
              Turn on
            </Button>
            <Button variant="default" onClick={onCancel} disabled={confirm.isPending}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
