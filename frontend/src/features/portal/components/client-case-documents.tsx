import { Card, Loader, Text, Title } from '@mantine/core';

import { DocumentList } from '@/components/documents/document-list';
import { useDownloadPortalDocument } from '@/features/portal/api/download-portal-document';
import { usePortalDocuments } from '@/features/portal/api/get-portal-documents';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { Case } from '@/types/api';
import type { CaseDocument } from '@/types/documents';

const HEADING_ID = 'client-case-documents';

/** The client's case page's Documents: the ones made visible to them, to download; nothing to change. */
export function ClientCaseDocuments({ c }: { c: Case }) {
  const documents = usePortalDocuments(c.id);
  const download = useDownloadPortalDocument();
  const onDownload = (d: CaseDocument) =>
    download.mutate(d, {
      onError: (failure) =>
        toast({
          title: 'Download failed',
          message: serverMessage(failure, 'The document could not be downloaded.'),
          variant: 'destructive',
        }),
    });
  const list = documents.data ?? [];
  return (
    <Card
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={HEADING_ID}
    >
      <Title order={2} size="h4" id={HEADING_ID} mb="xs">
        Documents
      </Title>
      {documents.isPending ? (
        <Loader size="sm" aria-label="Loading documents" />
      ) : documents.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {serverMessage(documents.error, 'Failed to load the documents.')}
        </Text>
      ) : list.length === 0 ? (
        <Text size="sm" c="gray.7">
          No documents have been shared on this case yet.
        </Text>
      ) : (
        <DocumentList
          documents={list}
          label={`Documents of case ${c.bhrukId || `#${c.id}`}`}
          onDownload={onDownload}
          downloadingId={download.isPending ? (download.variables?.id ?? null) : null}
        />
      )}
    </Card>
  );
}
