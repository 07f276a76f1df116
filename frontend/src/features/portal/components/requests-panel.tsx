import { Card, Stack, Title } from '@mantine/core';

import { useOpenRequests } from '@/features/portal/api/get-open-requests';

import { RequestItem } from './request-item';

/** "Requests from us": the client's open requests at the top of the portal; nothing when there are none. */
export function RequestsPanel() {
  const requests = useOpenRequests();
  const open = requests.data?.data ?? [];
  if (open.length === 0) return null;
  const total = requests.data?.pagination.totalItems ?? open.length;
  return (
    <Card withBorder radius="md" padding="md" mb="md" component="section" aria-labelledby="requests-title">
      <Title id="requests-title" order={2} size="h4" mb="sm">
        Requests from us ({total})
      </Title>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Open requests">
        {open.map((request) => (
          <RequestItem key={request.id} request={request} />
        ))}
      </Stack>
    </Card>
  );
}
