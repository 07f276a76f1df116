import { Button, Group, Modal, Stack, Text } from '@mantine/core';

import type { Webhook } from '@/features/integrations/api/types';

type Props = {
  webhook: Webhook | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (webhook: Webhook) => void;
  /** Once closed: the row's button that opened it may be gone (focus then goes somewhere sensible). */
  onExited?: () => void;
};

/** Delete with confirmation: no more events go to the address, and its delivery log goes with it. */
export function DeleteWebhookDialog({ webhook, pending, onCancel, onConfirm, onExited }: Props) {
  return (
    <Modal opened={webhook !== null} onClose={onCancel} title="Delete webhook" onExitTransitionEnd={onExited}>
      {webhook && (
        <Stack>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Delete the webhook to <b>{webhook.url}</b>? No more events are sent there and its deliveries are
            no longer listed. This cannot be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
            <Button color="red" onClick={() => onConfirm(webhook)} loading={pending}>
              Delete webhook
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
