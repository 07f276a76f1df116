import { Alert, Stack } from '@mantine/core';

import { PageLayout } from '@/components/layout/page-layout';
import { SettingsNav } from '@/components/layout/settings-nav';
import { COMPANY_FILTER_STALE_MS, useCompanies } from '@/data/companies';
import { ApiTokensSection } from '@/features/integrations/components/api-tokens-section';
import { WebhooksSection } from '@/features/integrations/components/webhooks-section';
import { usePermissions } from '@/lib/permissions';

/** /settings/integrations (guide: screens#integrations): API tokens and webhooks, for system_settings holders. */
export function IntegrationsPage() {
  const { can } = usePermissions();
  if (!can('system_settings'))
    return (
      <PageLayout title="Integrations">
        <Alert color="red" title="Access denied">
          You do not have permission to change the settings.
        </Alert>
      </PageLayout>
    );
  return (
    <PageLayout title="Integrations">
      <SettingsNav />
      <AllowedContent />
    </PageLayout>
  );
}

function AllowedContent() {
  const companies = useCompanies({ staleTime: COMPANY_FILTER_STALE_MS });
  const names = companies.data ?? [];
  return (
    <Stack>
      <ApiTokensSection companies={names} />
      <WebhooksSection companies={names} />
    </Stack>
  );
}
