import { Alert, Paper, Stack, Text, Title } from '@mantine/core';

import { PageLayout } from '@/components/layout/page-layout';
import { SettingsNav } from '@/components/layout/settings-nav';
import { useTurnaroundSettings } from '@/features/settings/api/get-turnaround-settings';
import { TurnaroundForm } from '@/features/settings/components/turnaround-form';
import { serverMessage } from '@/lib/api-client';
import { usePermissions } from '@/lib/permissions';

function TurnaroundSection() {
  const settings = useTurnaroundSettings();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="turnaround-settings">
      <Title order={2} size="h4" id="turnaround-settings" mb="xs">
        Turnaround
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        How many working days a case has before it is due; the case list, the bell and the reports count from
        these.
      </Text>
      {settings.data ? (
        // Starts from what was stored when the page opened; after a save it already shows what is stored, and keeps
        // focus on Save.
        <TurnaroundForm saved={settings.data} />
      ) : settings.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {serverMessage(settings.error, 'Failed to load the turnaround targets.')}
        </Text>
      ) : (
        <Text size="sm">Loading…</Text>
      )}
    </Paper>
  );
}

/** /settings: system settings for system_settings holders; the turnaround targets first. */
export function SettingsPage() {
  const { can } = usePermissions();
  if (!can('system_settings'))
    return (
      <PageLayout title="Settings">
        <Alert color="red" title="Access denied">
          You do not have permission to change the settings.
        </Alert>
      </PageLayout>
    );
  return (
    <PageLayout title="Settings">
      <SettingsNav />
      <Stack>
        <TurnaroundSection />
      </Stack>
    </PageLayout>
  );
}
