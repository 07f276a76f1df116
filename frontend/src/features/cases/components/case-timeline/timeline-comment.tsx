import { useEffect, useRef, useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';

import type { CaseComment } from '@/features/cases/api/get-case-timeline';
import { useUpdateComment } from '@/features/cases/api/update-comment';
import { commentBodyError, mentionIdsInText, type MentionUser } from '@/features/cases/rules/comments';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { CommentBody } from './comment-body';
import { commentErrorText } from './comment-error';
import { CommentHint } from './comment-hint';
import { MentionTextarea } from './mention-textarea';
import { useMayChangeComment, type CommentViewer } from './use-may-change-comment';

function EditCommentForm({ comment, onDone }: { comment: CaseComment; onDone: () => void }) {
  const [body, setBody] = useState(comment.body);
  const [mentions, setMentions] = useState<MentionUser[]>(comment.mentions);
  const [error, setError] = useState<string>();
  const update = useUpdateComment();

  const save = () => {
    if (update.isPending) return;
    const invalid = commentBodyError(body);
    if (invalid) return setError(invalid);
    const text = body.trim();
    update.mutate(
      { id: comment.id, payload: { body: text, mentions: mentionIdsInText(text, mentions) } },
      {
        onSuccess: () => {
          toast({ title: 'Comment updated' });
          onDone();
        },
        onError: (failure) => setError(commentErrorText(failure)),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="xs">
        <MentionTextarea
          label="Edit comment"
          description={<CommentHint length={body.length} />}
          error={error}
          value={body}
          onChange={(text) => {
            setBody(text);
            if (error) setError(undefined);
          }}
          mentions={mentions}
          onMentionsChange={setMentions}
          onSubmit={save}
          autoFocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * An internal comment: who wrote it, when (and whether it was edited), its text. Its author sees Edit and Delete
 * for 15 minutes after posting, an admin always. Edit turns the text into a field in place; Delete calls `onDelete`
 * (the timeline asks first).
 */
export function TimelineComment({
  comment,
  viewer,
  onDelete,
}: {
  comment: CaseComment;
  viewer: CommentViewer;
  onDelete: (comment: CaseComment) => void;
}) {
  const mayChange = useMayChangeComment(comment, viewer);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Closing the edit form hands the focus back to the Edit button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <Paper withBorder radius="sm" p="sm">
      <Stack gap={6}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <strong>{comment.author.name}</strong> commented ·{' '}
          <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
          {comment.editedAt && (
            <Text span inherit c="gray.7" title={`Edited ${formatDateTime(comment.editedAt)}`}>
              {' '}
              · edited
            </Text>
          )}
        </Text>
        {editing ? (
          <EditCommentForm comment={comment} onDone={() => setEditing(false)} />
        ) : (
          <CommentBody comment={comment} />
        )}
        {mayChange && !editing && (
          <Group gap="xs">
            <Button ref={editButton} size="compact-sm" variant="subtle" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              c="red.8"
              onClick={() => onDelete(comment)}
            >
              Delete
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
