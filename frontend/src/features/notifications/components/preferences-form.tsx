import '@mantine/core/styles/Radio.css';
import { useState } from 'react';
import { Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';

import { usePreferences } from '@/features/notifications/api/get-preferences';
import { usePutPreferences } from '@/features/notifications/api/put-preferences';
import { CHANNEL_LABELS, CHANNELS, KIND_LABELS, NOTICE_KINDS } from '@/features/notifications/rules';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { NoticeChannel, NoticePreferences } from '@/types/notifications';

/** Per kind of notice: in the app only, or also in the daily e-mail; saved all at once. */
function PreferencesForm({ saved }: { saved: NoticePreferences }) {
  const [value, setValue] = useState<NoticePreferences>(saved);
  const save = usePutPreferences();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(value, {
      onSuccess: () => toast({ title: 'Notification settings saved.' }),
      onError: (error) => toast({ title: 'Error', message: serverMessage(error), variant: 'destructive' }),
    });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        {NOTICE_KINDS.map((kind) => (
          <Radio.Group
            key={kind}
            label={KIND_LABELS[kind]}
            value={value[kind]}
            onChange={(channel) => setValue((current) => ({ ...current, [kind]: channel as NoticeChannel }))}
          >
            <Group gap="lg" mt={4} wrap="wrap">
              {CHANNELS.map((channel) => (
                <Radio key={channel} value={channel} label={CHANNEL_LABELS[channel]} />
              ))}
            </Group>
          </Radio.Group>
        ))}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function PreferencesSection() {
  const preferences = usePreferences();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="notification-settings">
      <Title order={2} size="h4" id="notification-settings" mb="xs">
        How you are told
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Every notice shows here and under the bell; choose which also come in your daily e-mail.
      </Text>
      {preferences.data ? (
        // Starts from what was stored when the page opened; after a save it shows what is stored, focus kept on Save.
        <PreferencesForm saved={preferences.data} />
      ) : preferences.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {serverMessage(preferences.error, 'Failed to load the notification settings.')}
        </Text>
      ) : (
        <Text size="sm">Loading…</Text>
      )}
    </Paper>
  );
}
