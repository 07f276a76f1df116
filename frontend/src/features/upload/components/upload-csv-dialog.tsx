import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/dropzone/styles.css';

import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, List, Modal, Paper, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';

import { useQueryClient } from '@tanstack/react-query';

import * as classes from './upload-csv-dialog.module.css';
import { JobProgress } from '@/components/jobs/job-progress';
import { isJob } from '@/lib/jobs';
import type { Job } from '@/types/api';
import { useNextBhrukId } from '@/features/upload/api/get-next-bhruk-id';
import { FileCheck } from '@/features/upload/components/file-check';
import { invalidateAfterUpload, useUploadCsv } from '@/features/upload/api/upload-csv';
import {
  isCsvFile,
  jobFailure,
  MESSAGES,
  PROGRESS_STEPS,
  problemsSummary,
  problemText,
  progressPercent,
  REQUIRED_COLUMNS,
  STATUS_COLUMN_NOTE,
  uploadFailure,
  type UploadFailure,
} from '@/features/upload/rules';
import { toast, toastHide } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

type Props = { opened: boolean; onClose: () => void };

const INVALID_FILE_TOAST = 'upload-invalid-file';

/** guide: screens#dialogs Upload CSV Cases dialog; states of guide: workflow, file check of guide: workflow#imports,
 * toasts of guide: labels#toasts. */
export default function UploadCsvDialog({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Upload CSV Cases" size="lg">
      <UploadCsvForm onClose={onClose} />
    </Modal>
  );
}

/** The KIND group's company (the server setting KIND_COMPANIES default) and a name in the standard group. */
const KIND_COMPANY = 'Kind';
const STANDARD_COMPANY = 'standard';

function NextIdentifierBox() {
  const kind = useNextBhrukId(KIND_COMPANY, true);
  const standard = useNextBhrukId(STANDARD_COMPANY, true);
  const standardId = standard.data?.group !== 'kind' ? standard.data?.nextId : undefined;
  return (
    <Paper p="sm" radius="md" bg="green.0" withBorder style={{ borderColor: 'var(--mantine-color-green-4)' }}>
      <Text size="sm" fw={600} c="green.9">
        Next BHR UK ID for new cases
      </Text>
      {kind.isError && standard.isError ? (
        <Text size="sm" c="green.9">
          Not available right now.
        </Text>
      ) : (
        <Text size="sm" c="green.9" data-testid="next-bhruk-id">
          KIND companies: <strong>{kind.data?.nextId ?? '…'}</strong>
          {standardId !== undefined || standard.isPending ? (
            <>
              {' · '}Other companies: <strong>{standardId ?? '…'}</strong>
            </>
          ) : null}
        </Text>
      )}
    </Paper>
  );
}

function UploadCsvForm({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [dragOver, setDragOver] = useState(false);
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const timers = useRef<number[]>([]);
  const openRef = useRef<() => void>(null);
  const upload = useUploadCsv();
  const handleUnauthorized = useUnauthorizedHandler();
  const queryClient = useQueryClient();
  // A large file is imported by a background job (guide: workflow#imports): the dialog follows it until it finishes.
  const [job, setJob] = useState<Job | null>(null);

  const jobFinished = (done: Job) => {
    setJob(null);
    if (done.status === 'succeeded') {
      toast({ title: MESSAGES.successTitle, message: done.message });
      setFile(null);
      void invalidateAfterUpload(queryClient);
      onClose();
      return;
    }
    const found = jobFailure(done);
    setFailure(found);
    toast({ title: MESSAGES.errorTitle, message: found.message, variant: 'destructive' });
  };

  const stopTimers = () => {
    timers.current.forEach((id) => window.clearTimeout(id));
    timers.current = [];
  };
  useEffect(() => stopTimers, []);

  const choose = (files: File[]) => {
    setDragOver(false);
    const chosen = files[0];
    if (!chosen) return;
    if (!isCsvFile(chosen)) {
      toast({
        id: INVALID_FILE_TOAST,
        title: MESSAGES.invalidFileTitle,
        message: MESSAGES.invalidFile,
        variant: 'destructive',
      });
      return;
    }
    toastHide(INVALID_FILE_TOAST); // the earlier wrong choice no longer applies
    setFile(chosen);
    setFailure(null);
  };

  const start = () => {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    stopTimers();
    for (const step of PROGRESS_STEPS) {
      if (step.afterMs === 0) setProgress(step.value);
      else timers.current.push(window.setTimeout(() => setProgress(step.value), step.afterMs));
    }
    upload.mutate(file, {
      onSuccess: (result) => {
        stopTimers();
        if (isJob(result)) {
          setProgress(0);
          setJob(result);
          return;
        }
        toast({ title: MESSAGES.successTitle, message: result?.message ?? '' });
        setFile(null);
        setProgress(0);
        onClose();
      },
      onError: (error) => {
        stopTimers();
        setProgress(0);
        if (handleUnauthorized(error)) return;
        const found = uploadFailure(error);
        setFailure(found);
        toast({ title: MESSAGES.errorTitle, message: found.message, variant: 'destructive' });
      },
    });
  };

  const uploading = upload.isPending || job !== null;
  return (
    <Stack gap="sm">
      <NextIdentifierBox />
      <Dropzone
        onDrop={choose}
        onDragEnter={() => setDragOver(true)}
        onDragOver={() => setDragOver(true)}
        onDragLeave={() => setDragOver(false)}
        multiple={false}
        openRef={openRef}
        disabled={uploading}
        activateOnClick={!file}
        enablePointerEvents
        inputProps={{ id: 'csvFile', name: 'csvFile', 'aria-label': 'CSV file' }}
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
        <Stack align="center" gap={4} py="md">
          {file ? (
            <>
              <Text fw={600} ta="center" style={{ wordBreak: 'break-all' }} data-testid="chosen-file">
                {file.name}
              </Text>
              <Button size="xs" variant="light" onClick={() => openRef.current?.()} disabled={uploading}>
                Change File
              </Button>
            </>
          ) : (
            <>
              <Text fw={600} ta="center">
                {dragOver ? 'Drop the CSV file here' : 'Drag and drop a CSV file here'}
              </Text>
              <Text size="sm" c="dimmed" ta="center">
                or click to browse
              </Text>
            </>
          )}
        </Stack>
      </Dropzone>

      <Alert color="blue" title="Required columns" p="sm">
        <Text size="sm">{REQUIRED_COLUMNS.join(', ')}</Text>
        <Text size="sm" mt={4} data-testid="status-column-note">
          {STATUS_COLUMN_NOTE}
        </Text>
      </Alert>

      {file && (
        <FileCheck key={`${file.name}:${file.size}:${file.lastModified}`} file={file} disabled={uploading} />
      )}

      {upload.isPending && (
        <Stack gap={4}>
          <Progress value={progress} aria-label="Upload progress" />
          <Text size="sm" ta="right">
            {progressPercent(progress)}%
          </Text>
        </Stack>
      )}

      {job && <JobProgress job={job} onFinished={jobFinished} />}

      {failure && (
        <Alert color="red" title="The file was not imported" p="sm" role="alert">
          {failure.problems.length === 0 ? (
            <Text size="sm">{failure.message}</Text>
          ) : (
            <>
              {/* The server's message (also toasted) repeats the first problem: the list says it all. */}
              <Text size="sm" mb={4}>
                {problemsSummary(failure)}
              </Text>
              <ScrollArea.Autosize mah={180} type="auto" offsetScrollbars>
                <List size="sm" spacing={2} aria-label="Problems in the file">
                  {failure.problems.map((problem, index) => (
                    <List.Item key={index}>{problemText(problem)}</List.Item>
                  ))}
                </List>
              </ScrollArea.Autosize>
            </>
          )}
        </Alert>
      )}

      {/* Sticky: after Check File the preview is long, and the action must stay in sight. */}
      <Group justify="flex-end" gap="sm" className={classes.footer} data-testid="upload-actions">
        <Button variant="default" onClick={onClose} disabled={uploading}>
          Cancel
        </Button>
        <Button onClick={start} disabled={!file || uploading}>
          {uploading ? 'Processing...' : 'Upload & Process'}
        </Button>
      </Group>
    </Stack>
  );
}
