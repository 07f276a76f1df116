import { Text } from '@mantine/core';

import type { CaseComment } from '@/features/cases/api/get-case-timeline';
import { bodySegments } from '@/features/cases/rules/comments';

/** A comment's text as typed (line breaks kept, never read as HTML), its mentions picked out as "@Name". */
export function CommentBody({ comment }: { comment: CaseComment }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {bodySegments(comment.body, comment.mentions).map((segment, i) =>
        segment.mention ? (
          <Text key={i} span inherit fw={700} c="blue.8">
            {segment.text}
          </Text>
        ) : (
          segment.text
        ),
      )}
    </Text>
  );
}
