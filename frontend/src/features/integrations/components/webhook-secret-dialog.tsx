import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';

import { useWebhook } from '@/features/integrations/api/get-webhook';
import type { Webhook } from '@/features/integrations/api/types';
import { SecretBox } from '@/features/integrations/components/secret-box';
import { serverMessage } from '@/lib/api-client';

/** "Show secret": the endpoint's signing secret, read from GET /api/webhooks/{id} when asked for. */
export function WebhookSecretDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const detail = useWebhook(webhook?.id ?? null);
  return (
    <Modal opened={webhook !== null} onClose={onClose} title="Signing secret">
      {webhook && (
        <Stack gap="md">
          <Text size="sm">
            The secret that signs the events sent to <b style={{ overflowWrap: 'anywhere' }}>{webhook.url}</b>
            .
          </Text>
          {detail.isPending ? (
            <Group justify="center">
              <Loader size="sm" aria-label="Loading the secret" />
            </Group>
          ) : detail.isError ? (
            <Text size="sm" c="red.8" role="alert">
              {serverMessage(detail.error, 'Failed to load the secret.')}
            </Text>
          ) : (
            <SecretBox
              secret={detail.data.secret}
              what="signing secret"
              testId="webhook-secret"
              once={false}
            />
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
