import { Button, Group, Modal, Stack, Text } from '@mantine/core';

import { displayName } from '@/lib/display-name';
import type { User } from '@/types/api';

type Props = {
  user: User | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (user: User) => void;
};

/** Delete with confirmation (guide: screens#users-page). */
export function DeleteUserDialog({ user, pending, onCancel, onConfirm }: Props) {
  return (
    <Modal opened={user !== null} onClose={onCancel} title="Delete User">
      {user && (
        <Stack>
          <Text size="sm">
            Are you sure you want to delete <b>{displayName(user)}</b> ({user.email})? This cannot be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
            <Button color="red" onClick={() => onConfirm(user)} disabled={pending}>
              {pending ? 'Deleting...' : 'Delete'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
