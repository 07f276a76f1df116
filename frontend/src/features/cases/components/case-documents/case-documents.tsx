import '@mantine/core/styles/Switch.css';

import { useId, useRef, useState } from 'react';
import { Button, Card, Loader, Stack, Switch, Text, Title } from '@mantine/core';

import { DocumentList } from '@/components/documents/document-list';
import { visibilityText } from '@/components/documents/document-text';
import { useDeleteDocument } from '@/features/cases/api/delete-document';
import { useDownloadDocument } from '@/features/cases/api/download-document';
import { useCaseDocuments } from '@/features/cases/api/get-case-documents';
import { useUpdateDocument } from '@/features/cases/api/update-document';
import { ConfirmDialog } from '@/features/cases/components/confirm-dialog';
import {
  documentsDeleteNote,
  mayChangeDocuments,
  mayDeleteDocuments,
} from '@/features/cases/rules/documents';
import { serverMessage } from '@/lib/api-client';
import { usePermissions } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import type { Case } from '@/types/api';
import type { CaseDocument } from '@/types/documents';
import { DocumentUpload } from './document-upload';

/**
 * guide: workflow#documents: the case page's Documents section. Its documents newest first, each downloadable; for a user who may
 * edit the case (rules/documents mayChangeDocuments) an upload area, a "Visible to client" switch and Delete per
 * document; for others each document's visibility in words.
 */
export function CaseDocuments({ caseData: c }: { caseData: Case }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const access = usePermissions();
  const may = mayChangeDocuments(c, access);
  const mayDelete = mayDeleteDocuments(c, access);
  const documents = useCaseDocuments(c.id);
  const download = useDownloadDocument();
  const update = useUpdateDocument();
  const [toDelete, setToDelete] = useState<CaseDocument | null>(null);

  const onDownload = (d: CaseDocument) =>
    download.mutate(d, {
      onError: (failure) =>
        toast({
          title: 'Download failed',
          message: serverMessage(failure, 'The document could not be downloaded.'),
          variant: 'destructive',
        }),
    });

  const setVisible = (d: CaseDocument, visibleToClient: boolean) =>
    update.mutate(
      { id: d.id, caseId: c.id, visibleToClient },
      {
        onError: (failure) =>
          toast({
            title: 'Visibility not changed',
            message: serverMessage(failure, 'The document could not be changed.'),
            variant: 'destructive',
          }),
      },
    );

  const actions = (d: CaseDocument) =>
    may ? (
      <>
        <Switch
          size="sm"
          label="Visible to client"
          aria-label={`Visible to client: ${d.name}`}
          checked={d.visibleToClient}
          disabled={update.isPending && update.variables?.id === d.id}
          onChange={(event) => setVisible(d, event.currentTarget.checked)}
        />
        {mayDelete && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            c="red.8"
            onClick={() => setToDelete(d)}
            aria-label={`Delete ${d.name}`}
          >
            Delete
          </Button>
        )}
      </>
    ) : (
      <Text size="xs" c="gray.7">
        {visibilityText(d.visibleToClient)}
      </Text>
    );

  const list = documents.data ?? [];
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId} ref={heading} tabIndex={-1}>
          Documents
        </Title>
        {may && <DocumentUpload c={c} />}
        {may && !mayDelete && list.length > 0 && (
          <Text size="sm" role="note">
            {documentsDeleteNote(c)}
          </Text>
        )}
        {documents.isPending ? (
          <Loader size="sm" aria-label="Loading documents" />
        ) : documents.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {serverMessage(documents.error, 'Failed to load the documents.')}
          </Text>
        ) : list.length === 0 ? (
          <Text size="sm" c="gray.7">
            No documents yet.
          </Text>
        ) : (
          <DocumentList
            documents={list}
            label={`Documents of case ${c.bhrukId || `#${c.id}`}`}
            onDownload={onDownload}
            downloadingId={download.isPending ? (download.variables?.id ?? null) : null}
            actions={actions}
          />
        )}
      </Stack>
      <DeleteDocumentDialog
        document={toDelete}
        caseId={c.id}
        onClose={() => setToDelete(null)}
        // The document and its Delete button are gone: the focus goes to the section's heading.
        onDeleted={() => heading.current?.focus()}
      />
    </Card>
  );
}

function DeleteDocumentDialog({
  document,
  caseId,
  onClose,
  onDeleted,
}: {
  document: CaseDocument | null;
  caseId: number;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteDocument();
  const confirm = () => {
    if (!document) return;
    remove.mutate(
      { id: document.id, caseId },
      {
        onSuccess: () => {
          onClose();
          toast({ title: 'Document deleted' });
          onDeleted();
        },
        onError: (failure) => {
          onClose();
          toast({
            title: 'Document not deleted',
            message: serverMessage(failure, 'The document could not be deleted.'),
            variant: 'destructive',
          });
        },
      },
    );
  };
  return (
    <ConfirmDialog
      opened={document !== null}
      title="Delete document"
      confirmLabel="Delete"
      danger
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {`Delete ${document?.name ?? 'this document'}? It cannot be undone.`}
    </ConfirmDialog>
  );
}
