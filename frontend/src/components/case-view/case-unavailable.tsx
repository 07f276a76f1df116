import type { ReactNode } from 'react';
import { Loader, Stack, Text } from '@mantine/core';

import { PageLayout } from '@/components/layout/page-layout';
import { ApiError, serverMessage } from '@/lib/api-client';

/**
 * A case page that has no case to show yet: loading, not found (a bad id, or a 404: a case outside the user's reach
 * is simply not found) or failed. The staff page and the client's say "not found" their own way (`missingText`).
 */
export function CaseUnavailable({
  error,
  missingText,
  back,
}: {
  error: unknown;
  missingText: string;
  back: ReactNode;
}) {
  if (error === null)
    return (
      <PageLayout title="Case">
        <Loader aria-label="Loading case" />
      </PageLayout>
    );
  const missing = error === undefined || (error instanceof ApiError && error.status === 404);
  return (
    <PageLayout title={missing ? 'Case not found' : 'Case'}>
      <Stack gap="sm" align="flex-start">
        <Text>{missing ? missingText : serverMessage(error, 'Failed to load the case.')}</Text>
        {back}
      </Stack>
    </PageLayout>
  );
}
