import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';

import { DocumentList } from '@/components/documents/document-list';
import {
  REQUEST_BADGE_COLOURS,
  requestActions,
  requestStatusLabel,
  type RequestAction,
} from '@/features/cases/rules/requests';
import { formatDate, formatDateTime } from '@/lib/format';
import type { CaseDocument } from '@/types/documents';
import type { CaseRequest } from '@/types/requests';

const WRAP = { overflowWrap: 'anywhere', minWidth: 0 } as const;

/** "Asked by Ada Admin, 27/11/2026, 10:00"; the date alone when the asker is not known. */
function askedText(r: CaseRequest): string {
  const when = formatDateTime(r.createdAt);
  return r.createdBy?.name ? `Asked by ${r.createdBy.name}, ${when}` : `Asked ${when}`;
}

const ACTION_LABELS: Record<RequestAction, string> = {
  accept: 'Accept',
  reject: 'Reject',
  cancel: 'Cancel request',
};

/**
 * One request: its title, its status in words (Overdue when open past its due date), due date, who asked and when,
 * the message, a rejection's reason, the files the client sent (each downloadable) and, for a user who may change
 * requests, what its status offers.
 */
export function RequestItem({
  request: r,
  today,
  mayChange,
  pendingAction,
  onAction,
  onDownload,
  downloadingId,
}: {
  request: CaseRequest;
  /** London's today, YYYY-MM-DD. */
  today: string;
  mayChange: boolean;
  /** The action under way on this request, if any: its button waits. */
  pendingAction: RequestAction | null;
  onAction: (action: RequestAction, request: CaseRequest) => void;
  onDownload: (document: CaseDocument) => void;
  downloadingId: number | null;
}) {
  const status = requestStatusLabel(r, today);
  const actions = mayChange ? requestActions(r.status) : [];
  return (
    <li style={WRAP}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap" align="center">
          <Title order={3} size="h5" style={WRAP}>
            {r.title}
          </Title>
          <Badge color={REQUEST_BADGE_COLOURS[status] ?? 'gray'} variant="light" size="sm">
            {status}
          </Badge>
        </Group>
        <Text size="xs" c="gray.7" style={WRAP}>
          {r.dueDate ? `Due ${formatDate(r.dueDate)} · ` : ''}
          {askedText(r)}
          {r.receivedAt ? ` · Received ${formatDateTime(r.receivedAt)}` : ''}
        </Text>
        {r.message && (
          <Text size="sm" style={{ ...WRAP, whiteSpace: 'pre-wrap' }}>
            {r.message}
          </Text>
        )}
        {r.rejectionReason && (
          <Text size="sm" c="red.8" style={WRAP}>
            Rejected: {r.rejectionReason}
          </Text>
        )}
        {r.documents.length > 0 && (
          <DocumentList
            documents={r.documents}
            label={`Documents sent for ${r.title}`}
            onDownload={onDownload}
            downloadingId={downloadingId}
          />
        )}
        {actions.length > 0 && (
          <Group gap="xs" wrap="wrap">
            {actions.map((action) => (
              <Button
                key={action}
                size="compact-sm"
                variant={action === 'accept' ? 'filled' : action === 'reject' ? 'light' : 'subtle'}
                color={action === 'cancel' ? 'red' : undefined}
                c={action === 'cancel' ? 'red.8' : undefined}
                loading={pendingAction === action}
                disabled={pendingAction !== null && pendingAction !== action}
                onClick={() => onAction(action, r)}
                aria-label={`${ACTION_LABELS[action]}: ${r.title}`}
              >
                {ACTION_LABELS[action]}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </li>
  );
}
