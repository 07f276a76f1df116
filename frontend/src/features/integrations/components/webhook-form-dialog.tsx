import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';

import { useCreateWebhook } from '@/features/integrations/api/create-webhook';
import { useUpdateWebhook } from '@/features/integrations/api/update-webhook';
import { WEBHOOK_EVENTS, type Webhook, type WebhookWithSecret } from '@/features/integrations/api/types';
import { SecretBox } from '@/features/integrations/components/secret-box';
import {
  badRequestFieldErrors,
  EMPTY_WEBHOOK_FORM,
  EVENT_LABELS,
  NO_COMPANY,
  validateWebhookForm,
  webhookForm,
  webhookPayload,
  type WebhookField,
  type WebhookForm,
} from '@/features/integrations/rules';
import { serverMessage } from '@/lib/api-client';
import { hasErrors, useInlineErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

const FIELDS: readonly WebhookField[] = ['url', 'events', 'company'];

type Props = {
  /** null: closed; 'new': Add webhook; a webhook: Edit it. */
  editing: Webhook | 'new' | null;
  companies: string[];
  onClose: () => void;
};

/** "Add webhook" and "Edit webhook"; after adding, the signing secret with Copy. */
export function WebhookFormDialog({ editing, companies, onClose }: Props) {
  const [added, setAdded] = useState<WebhookWithSecret | null>(null);
  const close = () => {
    setAdded(null);
    onClose();
  };
  const title = added ? 'Webhook added' : editing === 'new' ? 'Add webhook' : 'Edit webhook';
  return (
    <Modal opened={editing !== null} onClose={close} title={title} size="lg">
      {editing !== null && !added && (
        <WebhookFormView editing={editing} companies={companies} onCancel={close} onAdded={setAdded} />
      )}
      {added && (
        <Stack gap="md">
          <Text size="sm">
            Casebook signs every event it sends to <b>{added.url}</b> with this secret (Standard Webhooks:{' '}
            <code>webhook-signature</code>); the receiver checks the signature with it.
          </Text>
          <SecretBox secret={added.secret} what="signing secret" testId="new-webhook-secret" once={false} />
          <Text size="xs" c="dimmed">
            It can be shown again later with the webhook&apos;s Show secret button.
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function WebhookFormView({
  editing,
  companies,
  onCancel,
  onAdded,
}: {
  editing: Webhook | 'new';
  companies: string[];
  onCancel: () => void;
  onAdded: (hook: WebhookWithSecret) => void;
}) {
  const [form, setForm] = useState<WebhookForm>(() =>
    editing === 'new' ? EMPTY_WEBHOOK_FORM : webhookForm(editing),
  );
  const { container, errors, show, clear } = useInlineErrors<WebhookField>();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const pending = create.isPending || update.isPending;
  const set = <K extends keyof WebhookForm>(key: K, value: WebhookForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    clear(key);
  };

  const onError = (error: unknown) => {
    const fieldErrors = badRequestFieldErrors(error, FIELDS);
    if (hasErrors(fieldErrors)) show(fieldErrors);
    else
      toast({
        title: 'Error',
        message: serverMessage(error, 'Failed to save the webhook.'),
        variant: 'destructive',
      });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateWebhookForm(form);
    if (hasErrors(found)) return show(found);
    show({});
    const body = webhookPayload(form);
    if (editing === 'new') create.mutate(body, { onSuccess: onAdded, onError });
    else
      update.mutate(
        { id: editing.id, body },
        {
          onSuccess: () => {
            toast({ title: 'Webhook saved' });
            onCancel();
          },
          onError,
        },
      );
  };

  const companyOptions = [
    { value: NO_COMPANY, label: 'All companies' },
    ...(form.company && !companies.includes(form.company) ? [form.company] : []).map((c) => ({
      value: c,
      label: c,
    })),
    ...companies.map((name) => ({ value: name, label: name })),
  ];

  return (
    <form ref={container} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="URL"
          description="An https:// address on the internet; Casebook posts each event there."
          type="url"
          inputMode="url"
          autoComplete="off"
          required
          value={form.url}
          error={errors.url}
          onChange={(event) => set('url', event.currentTarget.value)}
          data-autofocus
        />
        <Checkbox.Group
          label="Events"
          description="Which changes are sent."
          required
          value={form.events}
          onChange={(value) => set('events', value)}
          error={errors.events}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} verticalSpacing={6} mt={6}>
            {WEBHOOK_EVENTS.map((event, index) => (
              <Checkbox
                key={event}
                value={event}
                label={EVENT_LABELS[event]}
                aria-invalid={errors.events && index === 0 ? true : undefined}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Select
          label="Company"
          description="Send only this company's cases, or every company's."
          data={companyOptions}
          value={form.company}
          onChange={(value) => set('company', value ?? NO_COMPANY)}
          allowDeselect={false}
          searchable
          error={errors.company}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {editing === 'new' ? 'Add webhook' : 'Save changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
