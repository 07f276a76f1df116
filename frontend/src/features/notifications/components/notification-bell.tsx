import '@mantine/core/styles/Indicator.css';
import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Popover,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useLatestNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkRead } from '@/features/notifications/api/mark-read';
import { NoticeItem } from '@/features/notifications/components/notice-item';
import { badgeText, bellLabel, unreadSentence } from '@/features/notifications/rules';
import { serverMessage } from '@/lib/api-client';
import { useEnrolmentOnly } from '@/lib/mfa-enrolment';
import { usePermissions } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import type { Notice } from '@/types/notifications';

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The top bar's bell for staff-side users (clients get no notices); nothing for anyone else. */
export function NotificationBell() {
  const { user, isStaffOrHigher } = usePermissions();
  const enrolmentOnly = useEnrolmentOnly();
  if (!user || !isStaffOrHigher || enrolmentOnly) return null;
  return <Bell />;
}

const failed = (error: unknown) =>
  toast({ title: 'Error', message: serverMessage(error, 'Failed to mark as read.'), variant: 'destructive' });

/**
 * The unread count on a bell (polled each minute and on window focus), announced politely when it changes; the bell
 * opens the latest notices, each a link to its case that marks it read, with Mark all as read and See all.
 */
function Bell() {
  const [opened, popover] = useDisclosure(false);
  const latest = useLatestNotifications();
  const markRead = useMarkRead();
  const unread = latest.data?.unread;
  const badge = badgeText(unread ?? 0);
  const open = (notice: Notice) => {
    popover.close();
    if (!notice.readAt) markRead.mutate({ ids: [notice.id] }, { onError: failed });
  };
  const now = new Date();
  return (
    <>
      <VisuallyHidden aria-live="polite" data-testid="unread-announcement">
        {unread === undefined ? '' : unreadSentence(unread)}
      </VisuallyHidden>
      <Popover
        opened={opened}
        onChange={(next) => (next ? popover.open() : popover.close())}
        position="bottom-end"
        // Never wider than a phone's screen less a margin; the texts wrap inside.
        width="min(24rem, calc(100vw - 1rem))"
        shadow="md"
        trapFocus
        // The list follows the bell as the page scrolls; where layout is not measured (jsdom) Mantine would take the
        // bell for detached and hide the list.
        hideDetached={false}
        returnFocus
      >
        {/* The target is the button itself, so it carries aria-expanded and aria-controls. */}
        <Indicator
          label={<span aria-hidden="true">{badge}</span>}
          disabled={!badge}
          size={18}
          color="red.8"
          offset={4}
          inline
        >
          <Popover.Target>
            <ActionIcon variant="subtle" size="lg" aria-label={bellLabel(unread)} onClick={popover.toggle}>
              <BellIcon />
            </ActionIcon>
          </Popover.Target>
        </Indicator>
        {/* Named by its button (Mantine links them): "Notifications, 3 unread". */}
        <Popover.Dropdown p="sm">
          <Group justify="space-between" gap="xs" mb="xs" wrap="wrap">
            <Title order={2} size="h5">
              Notifications
            </Title>
            <Button
              size="xs"
              variant="subtle"
              disabled={!unread}
              loading={markRead.isPending}
              onClick={() => markRead.mutate({ all: true }, { onError: failed })}
            >
              Mark all as read
            </Button>
          </Group>
          {latest.isError && (
            <Text size="sm" c="red.8" role="alert">
              {serverMessage(latest.error, 'Failed to load the notifications.')}
            </Text>
          )}
          {latest.data && latest.data.data.length === 0 && (
            <Text size="sm" c="dimmed">
              No notifications yet.
            </Text>
          )}
          {latest.data && latest.data.data.length > 0 && (
            <Stack
              component="ul"
              gap="sm"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label="Latest notifications"
            >
              {latest.data.data.map((notice) => (
                <NoticeItem key={notice.id} notice={notice} now={now} onOpen={open} />
              ))}
            </Stack>
          )}
          <Button
            component={Link}
            to={paths.notifications}
            onClick={popover.close}
            variant="light"
            size="xs"
            fullWidth
            mt="sm"
          >
            See all
          </Button>
        </Popover.Dropdown>
      </Popover>
    </>
  );
}
