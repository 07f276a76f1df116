import { Card, Stack, Title } from '@mantine/core';

import { useCaseRequests } from '@/features/portal/api/get-case-requests';

import { RequestItem } from './request-item';

/** "Requests on this case" on the client's case page: the open ones first, each open one with its upload. */
export function CaseRequests({ caseId }: { caseId: number }) {
  const requests = useCaseRequests(caseId);
  const list = requests.data ?? [];
  if (list.length === 0) return null;
  const ordered = [...list].sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open'));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="case-requests-title">
      <Title id="case-requests-title" order={2} size="h4" mb="sm">
        Requests on this case
      </Title>
      <Stack
        component="ul"
        gap="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Requests on this case"
      >
        {ordered.map((request) => (
          <RequestItem key={request.id} request={request} showCase={false} />
        ))}
      </Stack>
    </Card>
  );
}
