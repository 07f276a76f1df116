import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

import { useResetUserMfa } from '@/features/users/api/reset-user-mfa';
import { serverMessage } from '@/lib/api-client';
import { displayName } from '@/lib/display-name';
import { toast } from '@/lib/toast';
import type { User } from '@/types/api';

/**
 * The Users page's "Reset 2FA" row action (guide: roles#two-factor-sign-in), with its confirmation: removes the user's
 * authenticator app, passkeys and recovery codes and signs them out everywhere.
 */
export function ResetTwoFactorAction({ user }: { user: User }) {
  const [opened, setOpened] = useState(false);
  const reset = useResetUserMfa();
  const name = displayName(user);
  const close = () => {
    if (!reset.isPending) setOpened(false);
  };
  const confirm = () =>
    reset.mutate(user.id, {
      onSuccess: ({ message }) => {
        setOpened(false);
        toast({ title: 'Two-factor sign-in reset', message });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          message: serverMessage(error, 'Failed to reset two-factor sign-in'),
          variant: 'destructive',
        }),
    });
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        color="orange"
        aria-label={`Reset 2FA for ${name}`}
        onClick={() => setOpened(true)}
      >
        Reset 2FA
      </Button>
      <Modal opened={opened} onClose={close} title="Reset two-factor sign-in">
        <Stack>
          <Text size="sm">
            Remove every second factor of <b>{name}</b> ({user.email}): their authenticator app, passkeys and
            recovery codes. They are signed out everywhere and sign in next with their password alone, unless
            their role requires two-factor sign-in, in which case they must set it up again.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={reset.isPending}>
              Cancel
            </Button>
            <Button color="red" onClick={confirm} loading={reset.isPending}>
              Reset two-factor sign-in
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
