import { useCallback, useRef, useState } from 'react';
import { Button, Group, Loader, Paper, Text, Title } from '@mantine/core';

import { useDeleteWebhook } from '@/features/integrations/api/delete-webhook';
import { useWebhooks } from '@/features/integrations/api/get-webhooks';
import { useTestWebhook } from '@/features/integrations/api/test-webhook';
import type { Webhook } from '@/features/integrations/api/types';
import { useUpdateWebhook } from '@/features/integrations/api/update-webhook';
import { DeleteWebhookDialog } from '@/features/integrations/components/delete-webhook-dialog';
import { DeliveriesDrawer } from '@/features/integrations/components/deliveries-drawer';
import { WebhookFormDialog } from '@/features/integrations/components/webhook-form-dialog';
import { WebhookSecretDialog } from '@/features/integrations/components/webhook-secret-dialog';
import { WebhooksTable, type WebhookAction } from '@/features/integrations/components/webhooks-table';
import { serverMessage } from '@/lib/api-client';
import { focusIsLost } from '@/lib/focus-return';
import { toast } from '@/lib/toast';

type Open =
  | { kind: 'form'; webhook: Webhook | 'new' }
  | { kind: 'secret' | 'delete' | 'deliveries'; webhook: Webhook }
  | null;

const failed = (fallback: string) => (error: unknown) =>
  toast({ title: 'Error', message: serverMessage(error, fallback), variant: 'destructive' });

/** guide: screens#integrations: signed events to a client's (or the firm's) systems when cases change. */
export function WebhooksSection({ companies }: { companies: string[] }) {
  const webhooks = useWebhooks();
  const sendTest = useTestWebhook();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const busy = sendTest.isPending
    ? { action: 'test' as const, id: sendTest.variables }
    : update.isPending && update.variables.body.active
      ? { action: 'enable' as const, id: update.variables.id }
      : null;

  const onAction = useCallback(
    (action: WebhookAction, webhook: Webhook) => {
      switch (action) {
        case 'edit':
          return setOpen({ kind: 'form', webhook });
        case 'secret':
        case 'delete':
        case 'deliveries':
          return setOpen({ kind: action, webhook });
        case 'test':
          return sendTest.mutate(webhook.id, {
            onSuccess: () =>
              toast({
                title: 'Test event queued',
                message: 'It is listed under Deliveries once the worker has sent it.',
              }),
            onError: failed('Failed to send the test event.'),
          });
        case 'enable':
          return update.mutate(
            { id: webhook.id, body: { active: true } },
            {
              onSuccess: () =>
                toast({ title: 'Webhook re-enabled', message: `Events go to ${webhook.url} again.` }),
              onError: failed('Failed to re-enable the webhook.'),
            },
          );
      }
    },
    // The mutations' mutate functions are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sendTest.mutate, update.mutate],
  );

  const confirmDelete = (webhook: Webhook) =>
    remove.mutate(webhook.id, {
      onSuccess: () => {
        close();
        toast({ title: 'Webhook deleted', message: `No more events go to ${webhook.url}.` });
      },
      onError: failed('Failed to delete the webhook.'),
    });

  const pick = <K extends NonNullable<Open>['kind']>(kind: K) =>
    open?.kind === kind ? (open.webhook as Extract<NonNullable<Open>, { kind: K }>['webhook']) : null;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="webhooks-heading">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap" gap="sm">
        <div style={{ flex: '1 1 260px' }}>
          <Title order={2} size="h4" id="webhooks-heading" mb={4}>
            Webhooks
          </Title>
          <Text size="sm" c="dimmed">
            Casebook posts a signed event to each address when a case it covers changes, retrying for about a
            day; an address that keeps failing is disabled until it is re-enabled here.
          </Text>
        </div>
        <Button ref={addButton} onClick={() => setOpen({ kind: 'form', webhook: 'new' })}>
          Add webhook
        </Button>
      </Group>
      {webhooks.isPending ? (
        <Group justify="center" py="lg">
          <Loader size="sm" aria-label="Loading the webhooks" />
        </Group>
      ) : webhooks.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {serverMessage(webhooks.error, 'Failed to load the webhooks.')}
        </Text>
      ) : (
        <WebhooksTable webhooks={webhooks.data} onAction={onAction} busy={busy} />
      )}
      <WebhookFormDialog editing={pick('form')} companies={companies} onClose={close} />
      <WebhookSecretDialog webhook={pick('secret')} onClose={close} />
      <DeleteWebhookDialog
        webhook={pick('delete')}
        pending={remove.isPending}
        onCancel={close}
        onConfirm={confirmDelete}
        // A deleted webhook's row (and its Delete button) is gone.
        onExited={() => focusIsLost() && addButton.current?.focus()}
      />
      <DeliveriesDrawer webhook={pick('deliveries')} onClose={close} />
    </Paper>
  );
}
