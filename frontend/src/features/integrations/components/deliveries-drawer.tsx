import '@mantine/core/styles/Drawer.css';

import { useState } from 'react';
import { Anchor, Badge, Button, Drawer, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';

import { Pager } from '@/components/ui/pager';
import { casePagePath } from '@/config/paths';
import { integrationKeys } from '@/data/query-keys';
import {
  DELIVERIES_PAGE_SIZE,
  useWebhookDeliveries,
} from '@/features/integrations/api/get-webhook-deliveries';
import { useRetryWebhookDelivery } from '@/features/integrations/api/retry-webhook-delivery';
import type { DeliveryStatus, Webhook, WebhookDelivery } from '@/features/integrations/api/types';
import { attemptSummary, deliveryStatusLabel, eventLabel } from '@/features/integrations/rules';
import { serverMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { showingText } from '@/lib/showing-text';
import { toast } from '@/lib/toast';
import { usePhone } from '@/lib/use-phone';

const STATUS_COLORS: Record<DeliveryStatus, string> = {
  pending: 'gray',
  retrying: 'orange',
  delivered: 'teal',
  failed: 'red',
};

/** "Deliveries": each event sent (or being sent) to one webhook, its attempts, and Retry. */
export function DeliveriesDrawer({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const phone = usePhone();
  return (
    <Drawer
      opened={webhook !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title="Deliveries"
    >
      {webhook && <DeliveryList key={webhook.id} webhook={webhook} />}
    </Drawer>
  );
}

function DeliveryList({ webhook }: { webhook: Webhook }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(webhook.id, page);
  const queryClient = useQueryClient();
  const retry = useRetryWebhookDelivery();
  const onRetry = (delivery: WebhookDelivery) =>
    retry.mutate(
      { webhookId: webhook.id, deliveryId: delivery.id },
      {
        onSuccess: () =>
          toast({
            title: 'Sending again',
            message: `${eventLabel(delivery.eventType)} is queued to be sent again.`,
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            message: serverMessage(error, 'Failed to send the delivery again.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Stack gap="sm">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        To <b>{webhook.url}</b>, newest first.
      </Text>
      <Group justify="flex-end">
        <Button
          size="compact-sm"
          variant="default"
          // The webhooks' Last delivery too, not only this list.
          onClick={() => void queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks() })}
          loading={deliveries.isFetching}
        >
          Refresh
        </Button>
      </Group>
      {deliveries.isPending ? (
        <Group justify="center" py="lg">
          <Loader size="sm" aria-label="Loading the deliveries" />
        </Group>
      ) : deliveries.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {serverMessage(deliveries.error, 'Failed to load the deliveries.')}
        </Text>
      ) : deliveries.data.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing sent yet. Send a test event, or change a case this webhook listens to.
        </Text>
      ) : (
        <>
          <Stack component="ul" gap="sm" aria-label="Deliveries" p={0} m={0} style={{ listStyle: 'none' }}>
            {deliveries.data.data.map((delivery) => (
              <DeliveryItem
                key={delivery.id}
                delivery={delivery}
                retrying={retry.isPending && retry.variables?.deliveryId === delivery.id}
                onRetry={onRetry}
              />
            ))}
          </Stack>
          <Pager
            label="Delivery pages"
            showing={showingText(page, DELIVERIES_PAGE_SIZE, deliveries.data.pagination.totalItems)}
            page={page}
            pages={Math.max(1, deliveries.data.pagination.totalPages)}
            onPage={setPage}
          />
        </>
      )}
    </Stack>
  );
}

function DeliveryItem({
  delivery,
  retrying,
  onRetry,
}: {
  delivery: WebhookDelivery;
  retrying: boolean;
  onRetry: (delivery: WebhookDelivery) => void;
}) {
  const event = eventLabel(delivery.eventType);
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid={`delivery-${delivery.id}`}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <div>
          <Text size="sm" fw={600}>
            {event}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(delivery.createdAt)}
            {delivery.caseId !== null && (
              <>
                {' · '}
                <Anchor component={Link} to={casePagePath(delivery.caseId)} size="xs">
                  Case {delivery.caseId}
                </Anchor>
              </>
            )}
          </Text>
        </div>
        <Badge variant="light" color={STATUS_COLORS[delivery.status] ?? 'gray'}>
          {deliveryStatusLabel(delivery.status)}
        </Badge>
      </Group>
      {delivery.attempts.length > 0 && (
        <Stack component="ol" gap={2} mt="xs" mb={0} pl="md" aria-label={`Attempts of ${event}`}>
          {delivery.attempts.map((attempt, index) => (
            <Text
              component="li"
              size="xs"
              key={`${attempt.at}-${index}`}
              style={{ overflowWrap: 'anywhere' }}
            >
              {formatDateTime(attempt.at)}: {attemptSummary(attempt)}
            </Text>
          ))}
        </Stack>
      )}
      {delivery.nextAttemptAt && delivery.status === 'retrying' && (
        <Text size="xs" mt={4}>
          Next attempt {formatDateTime(delivery.nextAttemptAt)}.
        </Text>
      )}
      {delivery.status !== 'pending' && (
        <Group justify="flex-end" mt="xs">
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => onRetry(delivery)}
            loading={retrying}
            aria-label={`Retry ${event} of ${formatDateTime(delivery.createdAt)}`}
          >
            Retry
          </Button>
        </Group>
      )}
    </Paper>
  );
}
