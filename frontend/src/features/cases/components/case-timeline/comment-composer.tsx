import { useRef, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';

import { useCreateComment } from '@/features/cases/api/create-comment';
import { commentBodyError, mentionIdsInText, type MentionUser } from '@/features/cases/rules/comments';
import { toast } from '@/lib/toast';
import { commentErrorText } from './comment-error';
import { CommentHint } from './comment-hint';
import { MentionTextarea } from './mention-textarea';

/**
 * "Add an internal comment": posts {body, mentions} (the recorded ids whose "@Name" is still in the text), then
 * clears itself, says 'Comment added' and keeps the focus for the next one. Ctrl/Cmd+Enter posts too.
 */
export function CommentComposer({ caseId }: { caseId: number }) {
  const [body, setBody] = useState('');
  const [mentions, setMentions] = useState<MentionUser[]>([]);
  const [error, setError] = useState<string>();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const create = useCreateComment();

  const submit = () => {
    if (create.isPending) return;
    const invalid = commentBodyError(body);
    if (invalid) {
      setError(invalid);
      textareaRef.current?.focus();
      return;
    }
    const text = body.trim();
    create.mutate(
      { caseId, payload: { body: text, mentions: mentionIdsInText(text, mentions) } },
      {
        onSuccess: () => {
          setBody('');
          setMentions([]);
          setError(undefined);
          toast({ title: 'Comment added' });
          textareaRef.current?.focus();
        },
        onError: (failure) => {
          setError(commentErrorText(failure));
          textareaRef.current?.focus();
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <MentionTextarea
          label="Add an internal comment"
          description={<CommentHint length={body.length} />}
          error={error}
          value={body}
          onChange={(text) => {
            setBody(text);
            if (error) setError(undefined);
          }}
          mentions={mentions}
          onMentionsChange={setMentions}
          onSubmit={submit}
          textareaRef={textareaRef}
        />
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Text size="xs" c="gray.7">
            Ctrl+Enter to post
          </Text>
          <Button type="submit" loading={create.isPending}>
            Comment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
