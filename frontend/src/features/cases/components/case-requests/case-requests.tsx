import { useId, useRef, useState } from 'react';
import { Card, Loader, Stack, Text, Textarea, Title } from '@mantine/core';

import { useDownloadDocument } from '@/features/cases/api/download-document';
import { useCaseRequests } from '@/features/cases/api/get-case-requests';
import { useUpdateRequest, type RequestChange } from '@/features/cases/api/update-request';
import { ConfirmDialog } from '@/features/cases/components/confirm-dialog';
import {
  londonToday,
  mayChangeRequests,
  rejectReasonError,
  type RequestAction,
} from '@/features/cases/rules/requests';
import { serverMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { usePermissions } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import type { Case } from '@/types/api';
import type { CaseDocument } from '@/types/documents';
import type { CaseRequest } from '@/types/requests';
import { RequestForm } from './request-form';
import { RequestItem } from './request-item';

const LIST_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--mantine-spacing-md)',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  minWidth: 0,
} as const;

const DONE: Record<RequestChange['status'], string> = {
  accepted: 'Request accepted',
  rejected: 'Documents rejected: the client has been asked again.',
  cancelled: 'Request cancelled',
};

const FAILED: Record<RequestChange['status'], string> = {
  accepted: 'Request not accepted',
  rejected: 'Documents not rejected',
  cancelled: 'Request not cancelled',
};

/**
 * guide: workflow#requests: the case page's "Requests to the client" section. For a user who may change
 * the case's documents, on a case neither merged nor cancelled, a New request form; for everyone the case's requests,
 * newest first, with their status in words, the files the client sent and, for those users, Accept, Reject (with a
 * reason) and Cancel request as the status allows.
 */
export function CaseRequests({ caseData: c }: { caseData: Case }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const access = usePermissions();
  const may = mayChangeRequests(c, access);
  const requests = useCaseRequests(c.id);
  const update = useUpdateRequest();
  const download = useDownloadDocument();
  const [rejecting, setRejecting] = useState<CaseRequest | null>(null);
  const [cancelling, setCancelling] = useState<CaseRequest | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const today = londonToday();

  const closeDialogs = () => {
    setRejecting(null);
    setCancelling(null);
  };

  const change = (request: CaseRequest, status: RequestChange['status'], reason?: string) =>
    update.mutate(
      { id: request.id, caseId: c.id, status, reason },
      {
        onSuccess: () => {
          closeDialogs();
          toast({ title: DONE[status] });
          // The request's buttons are gone or changed: the focus goes to the section's heading.
          heading.current?.focus();
        },
        onError: (failure) => {
          const reasonError = serverFieldErrors(failure).reason;
          // The reason refused: the dialog stays, with the server's words under the field.
          if (status === 'rejected' && reasonError) return setRejectError(reasonError);
          closeDialogs();
          toast({
            title: FAILED[status],
            message: serverMessage(failure, 'The request could not be changed.'),
            variant: 'destructive',
          });
        },
      },
    );

  const onAction = (action: RequestAction, request: CaseRequest) => {
    if (action === 'accept') change(request, 'accepted');
    else if (action === 'reject') {
      setRejectError(null);
      setRejecting(request);
    } else setCancelling(request);
  };

  const onDownload = (d: CaseDocument) =>
    download.mutate(d, {
      onError: (failure) =>
        toast({
          title: 'Download failed',
          message: serverMessage(failure, 'The document could not be downloaded.'),
          variant: 'destructive',
        }),
    });

  const pendingFor = (r: CaseRequest): RequestAction | null => {
    if (!update.isPending || update.variables?.id !== r.id) return null;
    const status = update.variables.status;
    return status === 'accepted' ? 'accept' : status === 'rejected' ? 'reject' : 'cancel';
  };

  const list = requests.data ?? [];
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId} ref={heading} tabIndex={-1}>
          Requests to the client
        </Title>
        {may && <RequestForm caseId={c.id} />}
        {requests.isPending ? (
          <Loader size="sm" aria-label="Loading requests" />
        ) : requests.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {serverMessage(requests.error, 'Failed to load the requests.')}
          </Text>
        ) : list.length === 0 ? (
          <Text size="sm" c="gray.7">
            No requests yet.
          </Text>
        ) : (
          // role="list": Safari drops a list's semantics when its bullets are styled away.
          <ul role="list" aria-label={`Requests of case ${c.bhrukId || `#${c.id}`}`} style={LIST_STYLE}>
            {list.map((r) => (
              <RequestItem
                key={r.id}
                request={r}
                today={today}
                mayChange={may}
                pendingAction={pendingFor(r)}
                onAction={onAction}
                onDownload={onDownload}
                downloadingId={download.isPending ? (download.variables?.id ?? null) : null}
              />
            ))}
          </ul>
        )}
      </Stack>
      <RejectDialog
        // A new request to reject starts with an empty reason.
        key={rejecting?.id ?? 'none'}
        request={rejecting}
        error={rejectError}
        pending={update.isPending}
        onClearError={() => setRejectError(null)}
        onClose={() => setRejecting(null)}
        onReject={(request, reason) => {
          const problem = rejectReasonError(reason);
          if (problem) return setRejectError(problem);
          change(request, 'rejected', reason.trim());
        }}
      />
      <ConfirmDialog
        opened={cancelling !== null}
        title="Cancel request"
        confirmLabel="Cancel request"
        cancelLabel="Keep request"
        danger
        pending={update.isPending}
        onConfirm={() => {
          if (cancelling) change(cancelling, 'cancelled');
        }}
        onClose={() => setCancelling(null)}
      >
        {`Cancel the request “${cancelling?.title ?? ''}”? The client will no longer be asked for it.`}
      </ConfirmDialog>
    </Card>
  );
}

function RejectDialog({
  request,
  error,
  pending,
  onClearError,
  onClose,
  onReject,
}: {
  request: CaseRequest | null;
  error: string | null;
  pending: boolean;
  onClearError: () => void;
  onClose: () => void;
  onReject: (request: CaseRequest, reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      opened={request !== null}
      title="Reject the documents"
      confirmLabel="Reject"
      danger
      pending={pending}
      onConfirm={() => {
        if (request) onReject(request, reason);
      }}
      onClose={onClose}
    >
      <Stack gap="sm">
        <Text size="sm">
          {`The request “${request?.title ?? ''}” goes back to the client with your reason, and stays open.`}
        </Text>
        <Textarea
          label="Reason"
          description="The client reads this."
          required
          resize="vertical"
          rows={2}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            onClearError();
          }}
          error={error}
          errorProps={{ role: 'alert' }}
          disabled={pending}
          data-autofocus
        />
      </Stack>
    </ConfirmDialog>
  );
}
