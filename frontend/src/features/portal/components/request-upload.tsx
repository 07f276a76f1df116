import { useRef, useState } from 'react';
import { Alert, Button, FileButton, Stack, Text } from '@mantine/core';

import { useUploadRequestFile } from '@/features/portal/api/upload-request-file';
import { REQUEST_FILE_ACCEPT } from '@/features/portal/rules';
import { serverMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import type { ClientRequest } from '@/types/requests';

const FAILED = 'The file could not be sent. Please try again.';

/** The server's reason: the file's own error (400) when it names one, else its message (409, 503, others). */
function uploadError(error: unknown): string {
  return serverFieldErrors(error).file ?? serverMessage(error, FAILED);
}

/** A big "Choose file" button (the camera or file picker on a phone) that sends the file at once. */
export function RequestUpload({ request }: { request: ClientRequest }) {
  const upload = useUploadRequestFile();
  const [error, setError] = useState<string | null>(null);
  // Cleared after each choice, so the same file can be chosen again after a refusal.
  const resetRef = useRef<() => void>(null);
  const send = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    setError(null);
    upload.mutate({ requestId: request.id, file }, { onError: (failure) => setError(uploadError(failure)) });
  };
  return (
    <Stack gap={6}>
      <FileButton onChange={send} accept={REQUEST_FILE_ACCEPT} resetRef={resetRef}>
        {(props) => (
          <Button
            {...props}
            size="md"
            w={{ base: '100%', xs: 'auto' }}
            loading={upload.isPending}
            aria-label={`Choose file for ${request.title}`}
          >
            Choose file
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        PDF, PNG, JPEG, CSV or XLSX
      </Text>
      {error && (
        <Alert color="red" role="alert" p="xs">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
