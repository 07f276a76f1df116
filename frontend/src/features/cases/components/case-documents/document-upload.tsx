import '@mantine/dropzone/styles.css';

import { useId, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';

import { DOCUMENT_KIND_LABELS } from '@/components/documents/document-text';
import { useUploadDocument } from '@/features/cases/api/upload-document';
import {
  defaultDocumentKind,
  defaultVisibility,
  DOCUMENT_ACCEPT,
  DOCUMENT_HINT,
  DOCUMENT_MESSAGES,
  fileProblem,
} from '@/features/cases/rules/documents';
import { serverMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import type { Case } from '@/types/api';
import { DOCUMENT_KINDS, type DocumentKind } from '@/types/documents';

const KIND_OPTIONS = DOCUMENT_KINDS.map((value) => ({ value, label: DOCUMENT_KIND_LABELS[value] }));

/** The server's reason for refusing the upload: the file's own error when it names one, else its message. */
function uploadError(error: unknown): string {
  return serverFieldErrors(error).file ?? serverMessage(error, DOCUMENT_MESSAGES.failed);
}

/**
 * The case page's upload area: a drop zone with a visible "Choose file" button (the keyboard's way in), the kind
 * (Report on a sent case, else Statement), "Visible to client" following the kind until the user sets it, and Upload.
 * A refused file's reason, the server's words, shows under it as an alert.
 */
export function DocumentUpload({ c }: { c: Case }) {
  const hintId = useId();
  const openRef = useRef<() => void>(null);
  const upload = useUploadDocument();
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<DocumentKind>(() => defaultDocumentKind(c));
  // null: not touched, the kind decides.
  const [visibleChoice, setVisibleChoice] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragOver, setDragOver] = useState(false);
  const visible = visibleChoice ?? defaultVisibility(kind);

  const choose = (files: File[]) => {
    setDragOver(false);
    const chosen = files[0];
    if (!chosen) return;
    const problem = fileProblem(chosen);
    setError(problem);
    setFile(problem ? null : chosen);
  };

  const start = () => {
    if (!file) return;
    setError(null);
    upload.mutate(
      { caseId: c.id, file, kind, visibleToClient: visible },
      {
        onSuccess: () => {
          toast({ title: 'Document uploaded' });
          setFile(null);
          setKind(defaultDocumentKind(c));
          setVisibleChoice(null);
        },
        onError: (failure) => setError(uploadError(failure)),
      },
    );
  };

  const pending = upload.isPending;
  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={choose}
        onReject={(rejections: FileRejection[]) => choose(rejections.map((r) => r.file))}
        onDragEnter={() => setDragOver(true)}
        onDragOver={() => setDragOver(true)}
        onDragLeave={() => setDragOver(false)}
        multiple={false}
        accept={DOCUMENT_ACCEPT}
        openRef={openRef}
        disabled={pending}
        activateOnClick={false}
        activateOnKeyboard={false}
        enablePointerEvents
        inputProps={{ 'aria-label': 'Document file', 'aria-describedby': hintId }}
        data-dragging={dragOver || undefined}
        styles={{
          root: {
            borderStyle: 'dashed',
            borderWidth: 2,
            borderColor: dragOver ? 'var(--mantine-color-blue-6)' : undefined,
            backgroundColor: dragOver ? 'var(--mantine-color-blue-0)' : undefined,
          },
        }}
      >
        <Stack align="center" gap={4} py="xs">
          <Text size="sm" fw={600} ta="center" style={{ overflowWrap: 'anywhere' }}>
            {file ? file.name : dragOver ? 'Drop the file here' : 'Drag a file here'}
          </Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => openRef.current?.()}
            disabled={pending}
            aria-describedby={hintId}
          >
            {file ? 'Choose another file' : 'Choose file'}
          </Button>
          <Text size="xs" c="gray.7" ta="center" id={hintId}>
            {DOCUMENT_HINT}
          </Text>
        </Stack>
      </Dropzone>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Kind"
          data={KIND_OPTIONS}
          value={kind}
          onChange={(value) => value && setKind(value as DocumentKind)}
          allowDeselect={false}
          disabled={pending}
          w={160}
        />
        <Checkbox
          label="Visible to client"
          checked={visible}
          onChange={(event) => setVisibleChoice(event.currentTarget.checked)}
          disabled={pending}
          mb={8}
        />
        <Button onClick={start} disabled={!file} loading={pending} ml="auto">
          Upload
        </Button>
      </Group>
      {pending && (
        <Text size="sm" c="gray.7" role="status">
          Uploading {file?.name}…
        </Text>
      )}
      {error && (
        <Alert color="red" p="sm" role="alert" title="The document was not uploaded">
          <Text size="sm">{error}</Text>
        </Alert>
      )}
    </Stack>
  );
}
