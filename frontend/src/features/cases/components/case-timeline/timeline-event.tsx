import { Text } from '@mantine/core';

import type { CaseHistoryEvent } from '@/features/cases/api/get-case-history';
import { actionLabel, changeText, fieldLines } from '@/lib/audit-words';
import { formatDateTime } from '@/lib/format';

const wrap = { overflowWrap: 'anywhere' } as const;

/** An audit event in the Audit Log's words: what happened, who did it, when, and each changed field. */
export function TimelineEvent({ event }: { event: CaseHistoryEvent }) {
  return (
    <>
      <Text size="sm" style={wrap}>
        <strong>{actionLabel(event.action)}</strong> by {event.actorEmail || 'system'} ·{' '}
        <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
      </Text>
      {fieldLines(event.fields).map((line, i) => (
        <Text key={i} size="xs" c="gray.7" style={wrap}>
          {line.label}: {changeText(line)}
        </Text>
      ))}
    </>
  );
}
