import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';

import type { MfaStatus } from '@/features/security/api/get-mfa-status';
import { useRegenerateRecoveryCodes } from '@/features/security/api/regenerate-recovery-codes';
import { PasswordConfirmDialog } from '@/features/security/components/password-confirm-dialog';
import { SectionCard } from '@/features/security/components/section-card';
import { recoveryCodesLeftText } from '@/features/security/rules';
import { serverMessage } from '@/lib/api-client';

type Props = { status: MfaStatus; onRecoveryCodes: (codes: string[]) => void };

/** Recovery codes: how many are left, and ten new ones (the old ones stop working) after the password. */
export function RecoveryCodesSection({ status, onRecoveryCodes }: Props) {
  const [confirming, setConfirming] = useState(false);
  const regenerate = useRegenerateRecoveryCodes();
  return (
    <SectionCard
      id="recovery-codes"
      title="Recovery codes"
      description="Single-use codes that sign you in when you cannot use your authenticator app or passkey."
    >
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" fw={500} data-testid="recovery-codes-left">
          {recoveryCodesLeftText(status.recoveryCodesLeft)}
        </Text>
        <Button variant="default" onClick={() => setConfirming(true)}>
          Generate new codes
        </Button>
      </Group>
      <PasswordConfirmDialog
        opened={confirming}
        title="Generate new recovery codes"
        description="You get ten new codes and your current codes stop working. Enter your password to confirm."
        confirmLabel="Generate"
        pending={regenerate.isPending}
        error={
          regenerate.isError ? serverMessage(regenerate.error, 'New codes could not be generated.') : null
        }
        onCancel={() => {
          setConfirming(false);
          regenerate.reset();
        }}
        onConfirm={(password) =>
          regenerate.mutate(password, {
            onSuccess: ({ recoveryCodes }) => {
              setConfirming(false);
              onRecoveryCodes(recoveryCodes);
            },
          })
        }
      />
    </SectionCard>
  );
}
