import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/NumberInput.css';

import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';

import { useRetention } from '@/features/privacy/api/get-retention';
import { usePreviewRetention } from '@/features/privacy/api/preview-retention';
import { usePutRetention } from '@/features/privacy/api/put-retention';
import {
  monthsError,
  RETENTION_CHOICES,
  retentionConfirmText,
  saveNeedsConfirmation,
  type Retention,
} from '@/features/privacy/rules';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const failed = (e: unknown) => toast({ title: 'Error', message: serverMessage(e), variant: 'destructive' });

/** The retention setting. The preview counts what is on screen (saved or not); a save that turns on
 * anonymisation, or widens it, first shows how many cases its first run anonymises and asks to confirm. */
function RetentionForm({ saved }: { saved: Retention }) {
  const [value, setValue] = useState<Retention>(saved);
  const [confirmCount, setConfirmCount] = useState<number | null>(null);
  const save = usePutRetention();
  const preview = usePreviewRetention();
  const counting = usePreviewRetention();
  const error = monthsError(value.months);
  const change = (next: Retention) => {
    setValue(next);
    preview.reset(); // a preview of other settings would mislead
  };
  const store = (count?: number) =>
    save.mutate(
      { ...value, ...(count === undefined ? {} : { confirmCount: count }) },
      {
        onSuccess: () => {
          setConfirmCount(null);
          toast({ title: 'Retention saved' });
        },
        onError: failed,
      },
    );
  const onSave = () => {
    if (!saveNeedsConfirmation(saved, value)) return store();
    counting.mutate(value, { onSuccess: (p) => setConfirmCount(p.count), onError: failed });
  };
  return (
    <Stack>
      <Switch
        label="Anonymise cases automatically (daily)"
        checked={value.enabled}
        onChange={(e) => change({ ...value, enabled: e.currentTarget.checked })}
      />
      <Group align="flex-start" wrap="wrap">
        <NumberInput
          label="Months without a change"
          min={1}
          max={1200}
          value={value.months}
          error={error}
          onChange={(v) => change({ ...value, months: typeof v === 'number' ? v : Number(v) })}
          w={200}
        />
        <MultiSelect
          label="Statuses and states"
          data={RETENTION_CHOICES}
          value={value.appliesTo}
          onChange={(appliesTo) => change({ ...value, appliesTo })}
          style={{ flex: '1 1 260px' }}
        />
      </Group>
      <Group>
        <Button disabled={Boolean(error)} loading={save.isPending || counting.isPending} onClick={onSave}>
          Save
        </Button>
        <Button
          variant="default"
          disabled={Boolean(error)}
          loading={preview.isPending}
          onClick={() => preview.mutate(value, { onError: failed })}
        >
          Preview next run
        </Button>
      </Group>
      {preview.data && (
        <Alert color={preview.data.enabled ? 'blue' : 'gray'} title={preview.data.message}>
          {preview.data.sample.length > 0 &&
            preview.data.sample
              .map((row) => `${row.bhrukId || `case #${row.id}`} (${row.widget})`)
              .join(', ')}
        </Alert>
      )}
      <Modal
        opened={confirmCount !== null}
        onClose={() => setConfirmCount(null)}
        title={saved.enabled ? 'Save retention settings' : 'Turn retention on'}
      >
        <Stack>
          <Text size="sm">{retentionConfirmText(confirmCount ?? 0, !saved.enabled)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmCount(null)}>
              Cancel
            </Button>
            <Button color="red" loading={save.isPending} onClick={() => store(confirmCount ?? 0)}>
              {saved.enabled ? 'Save' : 'Turn on'} and anonymise {confirmCount}{' '}
              {confirmCount === 1 ? 'case' : 'cases'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

export function RetentionSection() {
  const retention = useRetention();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="retention">
      <Title order={2} size="h4" id="retention" mb="sm">
        Retention
      </Title>
      {retention.data ? (
        // Keyed by the saved setting: after a save the form starts from what is stored.
        <RetentionForm key={JSON.stringify(retention.data)} saved={retention.data} />
      ) : (
        <Text size="sm">Loading…</Text>
      )}
    </Paper>
  );
}
