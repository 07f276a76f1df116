import { useEffect, useId, useRef, useState } from 'react';
import { Button, Loader, Stack, Text, Title } from '@mantine/core';

import { useCaseTimeline, type CaseComment, type TimelineItem } from '@/features/cases/api/get-case-timeline';
import { serverMessage } from '@/lib/api-client';
import { usePermissions } from '@/lib/permissions';
import { CommentComposer } from './comment-composer';
import { DeleteCommentDialog } from './delete-comment-dialog';
import { TimelineComment } from './timeline-comment';
import { TimelineEvent } from './timeline-event';

const LIST_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--mantine-spacing-sm)',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  minWidth: 0,
} as const;

const itemKey = (item: TimelineItem) =>
  item.kind === 'event' ? `event-${item.event.id}` : `comment-${item.comment.id}`;

/** The loaded pages as one list, newest first; an item two pages both carry (a page boundary moved) shows once. */
function uniqueItems(pages: readonly { items: TimelineItem[] }[]): TimelineItem[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.items)
    .filter((item) => {
      const key = itemKey(item);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * guide: screens#case-page: the case's timeline. Its audit events (in the Audit Log's words) and internal comments,
 * newest first, 50 at a time ("Show older" reads the page before), under a composer for a new comment with
 * @mentions. Staff only: clients never see comments. The page mounts it under its h1.
 */
export function CaseTimeline({ caseId }: { caseId: number }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLOListElement>(null);
  // After "Show older" the focus goes to the first item it brought (the button may be gone).
  const [focusItem, setFocusItem] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<CaseComment | null>(null);
  const { user, isAdmin } = usePermissions();
  const viewer = { id: user?.id, isAdmin };
  const timeline = useCaseTimeline(caseId);
  const items = uniqueItems(timeline.data?.pages ?? []);

  useEffect(() => {
    if (focusItem === null) return;
    const target = list.current?.children[focusItem];
    if (target instanceof HTMLElement) target.focus();
    setFocusItem(null);
  }, [focusItem]);

  const showOlder = () => {
    const firstNew = items.length;
    void timeline.fetchNextPage().then((result) => {
      if (!result.isError) setFocusItem(firstNew);
    });
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} size="h3" id={headingId} ref={heading} tabIndex={-1}>
        Timeline
      </Title>
      <CommentComposer caseId={caseId} />
      {timeline.isPending ? (
        <Loader size="sm" aria-label="Loading timeline" />
      ) : timeline.isError && items.length === 0 ? (
        <Text size="sm" c="red.8" role="alert">
          {serverMessage(timeline.error, 'Failed to load the timeline.')}
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="gray.7">
          Nothing has happened on this case yet.
        </Text>
      ) : (
        <>
          {/* role="list": Safari drops a list's semantics when its bullets are styled away. */}
          <ol ref={list} role="list" style={LIST_STYLE}>
            {items.map((item) => (
              <li key={itemKey(item)} tabIndex={-1} style={{ minWidth: 0 }}>
                {item.kind === 'event' ? (
                  <TimelineEvent event={item.event} />
                ) : (
                  <TimelineComment comment={item.comment} viewer={viewer} onDelete={setToDelete} />
                )}
              </li>
            ))}
          </ol>
          {timeline.isFetchNextPageError && (
            <Text size="sm" c="red.8" role="alert">
              {serverMessage(timeline.error, 'Failed to load older entries.')}
            </Text>
          )}
          {timeline.hasNextPage && (
            <Button
              variant="default"
              onClick={showOlder}
              loading={timeline.isFetchingNextPage}
              style={{ alignSelf: 'flex-start' }}
            >
              Show older
            </Button>
          )}
        </>
      )}
      <DeleteCommentDialog
        comment={toDelete}
        onClose={() => setToDelete(null)}
        // The comment and its Delete button are gone: the focus goes to the top of the timeline.
        onDeleted={() => heading.current?.focus()}
      />
    </Stack>
  );
}
