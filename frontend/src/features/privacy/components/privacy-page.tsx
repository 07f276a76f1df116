import { Alert, Stack } from '@mantine/core';

import { PageLayout } from '@/components/layout/page-layout';
import { RetentionSection } from '@/features/privacy/components/retention-form';
import { SubjectSection } from '@/features/privacy/components/subject-section';
import { usePermissions } from '@/lib/permissions';

/** /privacy (guide: privacy): find a person, legal holds, the subject-access pack, erasure, retention. */
export function PrivacyPage() {
  const { can } = usePermissions();
  if (!can('system_settings'))
    return (
      <PageLayout title="Privacy">
        <Alert color="red" title="Access denied">
          You do not have permission to manage personal data.
        </Alert>
      </PageLayout>
    );
  return (
    <PageLayout title="Privacy">
      <Stack>
        <SubjectSection />
        <RetentionSection />
      </Stack>
    </PageLayout>
  );
}
