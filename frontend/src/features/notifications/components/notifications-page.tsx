import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';

import { PageLayout } from '@/components/layout/page-layout';
import { TablePagination } from '@/components/ui/table-pagination';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkRead } from '@/features/notifications/api/mark-read';
import { NoticeItem } from '@/features/notifications/components/notice-item';
import { PreferencesSection } from '@/features/notifications/components/preferences-form';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { Notice } from '@/types/notifications';

const DEFAULT_LIMIT = 25;

const failed = (error: unknown) =>
  toast({ title: 'Error', message: serverMessage(error, 'Failed to mark as read.'), variant: 'destructive' });

/** /notifications: every notice of the signed-in user, a page at a time, and how each kind reaches them. */
export function NotificationsPage() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_LIMIT);
  const notices = useNotifications({ page, limit });
  const markRead = useMarkRead();
  const open = (notice: Notice) => {
    if (!notice.readAt) markRead.mutate({ ids: [notice.id] }, { onError: failed });
  };
  const now = new Date();
  const rows = notices.data?.data ?? [];
  return (
    <PageLayout title="Notifications">
      <Stack>
        <Paper
          withBorder
          p="md"
          radius="md"
          component="section"
          aria-labelledby="all-notifications"
          aria-busy={notices.isFetching || undefined}
        >
          <Group justify="space-between" mb="sm" wrap="wrap">
            <Title order={2} size="h4" id="all-notifications">
              All notifications
            </Title>
            <Button
              size="xs"
              variant="default"
              disabled={!notices.data?.unread}
              loading={markRead.isPending}
              onClick={() => markRead.mutate({ all: true }, { onError: failed })}
            >
              Mark all as read
            </Button>
          </Group>
          {notices.isError && (
            <Text size="sm" c="red.8" role="alert">
              {serverMessage(notices.error, 'Failed to load the notifications.')}
            </Text>
          )}
          {notices.data && rows.length === 0 && <Text c="dimmed">No notifications yet.</Text>}
          {rows.length > 0 && (
            <Stack
              component="ul"
              gap="md"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label="Notifications"
            >
              {rows.map((notice) => (
                <NoticeItem key={notice.id} notice={notice} now={now} onOpen={open} />
              ))}
            </Stack>
          )}
          <TablePagination
            label="Notification pages"
            pagination={notices.data?.pagination}
            page={page}
            limit={limit}
            onPage={setPage}
            onLimit={(next) => {
              setLimit(next);
              setPage(1);
            }}
          />
        </Paper>
        <PreferencesSection />
      </Stack>
    </PageLayout>
  );
}
