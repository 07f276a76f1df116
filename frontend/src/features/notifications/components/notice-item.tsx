import { Anchor, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';

import { casePagePath, paths } from '@/config/paths';
import { noticeTime } from '@/features/notifications/rules';
import type { Notice } from '@/types/notifications';

/**
 * One notice: its text as a link to the case (bold, and "Unread" for screen readers, while unread) and when it
 * happened. `onOpen` runs as the link is followed (marking it read).
 */
export function NoticeItem({
  notice,
  now,
  onOpen,
}: {
  notice: Notice;
  now: Date;
  onOpen: (notice: Notice) => void;
}) {
  const unread = !notice.readAt;
  return (
    <Stack gap={2} component="li" data-testid={`notice-${notice.id}`}>
      <Anchor
        component={Link}
        to={notice.caseId === null ? paths.notifications : casePagePath(notice.caseId)}
        onClick={() => onOpen(notice)}
        size="sm"
        fw={unread ? 700 : 400}
        // Long texts wrap at any width (a case reference has no spaces to break at).
        style={{ overflowWrap: 'anywhere' }}
      >
        {unread && <VisuallyHidden>Unread:</VisuallyHidden>} {notice.text}
      </Anchor>
      <Text size="xs" c="dimmed">
        {noticeTime(notice.createdAt, now)}
      </Text>
    </Stack>
  );
}
