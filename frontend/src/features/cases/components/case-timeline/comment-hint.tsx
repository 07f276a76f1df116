import { Text } from '@mantine/core';

import { characterCountText, COMMENT_MAX_LENGTH } from '@/features/cases/rules/comments';

/** What a comment field shows under its label: who sees comments, and the count once near the limit. */
export function CommentHint({ length }: { length: number }) {
  const count = characterCountText(length);
  return (
    <>
      Clients never see comments. Type @ to mention a colleague.
      {count && (
        <>
          {' '}
          <Text span inherit c={length > COMMENT_MAX_LENGTH ? 'red.8' : undefined} fw={600}>
            {count}
          </Text>
        </>
      )}
    </>
  );
}
