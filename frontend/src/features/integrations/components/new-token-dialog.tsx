import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';

import { UkDateInput } from '@/components/ui/uk-date-input';
import { useCreateApiToken } from '@/features/integrations/api/create-api-token';
import { TOKEN_SCOPES, type ApiTokenCreated } from '@/features/integrations/api/types';
import { SecretBox } from '@/features/integrations/components/secret-box';
import {
  badRequestFieldErrors,
  EMPTY_TOKEN_FORM,
  NAME_MAX_LENGTH,
  NO_COMPANY,
  SCOPE_LABELS,
  scopeLabel,
  tokenPayload,
  validateTokenForm,
  type TokenField,
  type TokenForm,
} from '@/features/integrations/rules';
import { serverMessage } from '@/lib/api-client';
import { formatDateTime, londonIsoDate } from '@/lib/format';
import { hasErrors, useInlineErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

const FIELDS: readonly TokenField[] = ['name', 'company', 'scopes', 'expiresOn'];

type Props = { opened: boolean; companies: string[]; onClose: () => void };

/** "New token": name, company or internal use, scopes, optional expiry; then the secret, once, with Copy. */
export function NewTokenDialog({ opened, companies, onClose }: Props) {
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={created ? 'Token created' : 'New API token'} size="lg">
      {opened && !created && <TokenFormView companies={companies} onCancel={close} onCreated={setCreated} />}
      {created && <CreatedView created={created} onDone={close} />}
    </Modal>
  );
}

function CreatedView({ created, onDone }: { created: ApiTokenCreated; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Text size="sm">
        <b>{created.name}</b> ({created.company ?? 'internal use'}) can now{' '}
        {created.scopes.map(scopeLabel).join(', ').toLowerCase()}
        {created.expiresAt ? `, until ${formatDateTime(created.expiresAt)}` : ''}. Send it as{' '}
        <code>Authorization: Bearer &lt;token&gt;</code>.
      </Text>
      <SecretBox secret={created.token} what="token" testId="new-token-secret" />
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}

function TokenFormView({
  companies,
  onCancel,
  onCreated,
}: {
  companies: string[];
  onCancel: () => void;
  onCreated: (created: ApiTokenCreated) => void;
}) {
  const [form, setForm] = useState<TokenForm>(EMPTY_TOKEN_FORM);
  const { container, errors, show, clear } = useInlineErrors<TokenField>();
  const create = useCreateApiToken();
  const set = <K extends keyof TokenForm>(key: K, value: TokenForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    clear(key);
  };
  const today = londonIsoDate(new Date());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateTokenForm(form, today);
    if (hasErrors(found)) return show(found);
    show({});
    create.mutate(tokenPayload(form), {
      // The dialog itself says so and holds the secret: no toast over it.
      onSuccess: onCreated,
      onError: (error) => {
        const fieldErrors = badRequestFieldErrors(error, FIELDS, { expiresAt: 'expiresOn' });
        if (hasErrors(fieldErrors)) show(fieldErrors);
        else
          toast({
            title: 'Error',
            message: serverMessage(error, 'Failed to create the token.'),
            variant: 'destructive',
          });
      },
    });
  };

  const companyOptions = [
    { value: NO_COMPANY, label: 'Internal use (no company)' },
    ...companies.map((name) => ({ value: name, label: name })),
  ];

  return (
    <form ref={container} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Name"
          description="Which system uses it, e.g. Acme's accounts software."
          required
          maxLength={NAME_MAX_LENGTH + 20}
          value={form.name}
          error={errors.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          data-autofocus
        />
        <Select
          label="Company"
          description="A company's token reads that company's cases only, as its portal does."
          data={companyOptions}
          value={form.company}
          onChange={(value) => set('company', value ?? NO_COMPANY)}
          allowDeselect={false}
          searchable
          error={errors.company}
          comboboxProps={{ withinPortal: true }}
        />
        <Checkbox.Group
          label="Scopes"
          description="What the token may do."
          required
          value={form.scopes}
          onChange={(value) => set('scopes', value)}
          error={errors.scopes}
        >
          <Stack gap={6} mt={6}>
            {TOKEN_SCOPES.map((scope) => (
              <Checkbox
                key={scope}
                value={scope}
                label={`${SCOPE_LABELS[scope].label} (${scope})`}
                description={SCOPE_LABELS[scope].description}
                aria-invalid={errors.scopes && scope === TOKEN_SCOPES[0] ? true : undefined}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <UkDateInput
          label="Expires after (optional)"
          value={form.expiresOn}
          onChange={(value) => set('expiresOn', value)}
          error={errors.expiresOn}
          w={{ base: '100%', xs: 220 }}
        />
        <Text size="xs" c="dimmed">
          Without a date the token works until it is revoked; with one it stops at the end of that day (UK
          time).
        </Text>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create token
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
