import { Button, Group, Modal, Stack, Text } from '@mantine/core';

import type { ApiToken } from '@/features/integrations/api/types';

type Props = {
  token: ApiToken | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (token: ApiToken) => void;
  /** Once closed: the row's button that opened it may be gone (focus then goes somewhere sensible). */
  onExited?: () => void;
};

/** Revoke with confirmation: the token stops working at once and cannot be brought back. */
export function RevokeTokenDialog({ token, pending, onCancel, onConfirm, onExited }: Props) {
  return (
    <Modal opened={token !== null} onClose={onCancel} title="Revoke token" onExitTransitionEnd={onExited}>
      {token && (
        <Stack>
          <Text size="sm">
            Revoke <b>{token.name}</b> ({token.prefix}…)? Every system using it is refused from now on. This
            cannot be undone: create a new token to give access again.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
            <Button color="red" onClick={() => onConfirm(token)} loading={pending}>
              Revoke token
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
