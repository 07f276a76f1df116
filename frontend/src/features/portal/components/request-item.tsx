import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { clientCasePagePath } from '@/config/paths';
import { isOverdue } from '@/features/portal/rules';
import { formatDate } from '@/lib/format';
import type { ClientRequest } from '@/types/requests';

import { RequestUpload } from './request-upload';

/** One request to the client: what is asked, by when, why the last file was not used, and the upload if open. */
export function RequestItem({ request, showCase = true }: { request: ClientRequest; showCase?: boolean }) {
  const overdue = request.status === 'open' && isOverdue(request.dueDate, new Date());
  return (
    <Card component="li" withBorder radius="md" padding="sm" aria-label={request.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {request.title}
          </Title>
          {overdue && (
            <Badge color="red" variant="filled" tt="none">
              Overdue
            </Badge>
          )}
        </Group>
        <Group gap="md" wrap="wrap">
          {showCase && (
            <Text size="sm">
              Case:{' '}
              <Anchor component={Link} to={clientCasePagePath(request.caseId)} size="sm">
                {request.caseLabel}
              </Anchor>
            </Text>
          )}
          {request.dueDate && (
            <Text size="sm" c={overdue ? 'red.8' : undefined}>
              Due {formatDate(request.dueDate)}
            </Text>
          )}
        </Group>
        {request.message && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {request.message}
          </Text>
        )}
        {request.rejectionReason && (
          <Text size="sm" c="orange.9">
            We could not use the last file: {request.rejectionReason}
          </Text>
        )}
        {request.status === 'open' && <RequestUpload request={request} />}
      </Stack>
    </Card>
  );
}
