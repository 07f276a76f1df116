import '@mantine/core/styles/Progress.css';

import { useEffect, useRef } from 'react';
import { Button, CloseButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';

import { serverMessage } from '@/lib/api-client';
import { downloadJobFile, isJobFinished, jobStatusText, useJob } from '@/lib/jobs';
import { toast } from '@/lib/toast';
import type { Job } from '@/types/api';

export const JOB_MESSAGES = {
  exportReady: 'Export Ready',
  exportFailed: 'Export Failed',
  importDone: 'Success',
  importFailed: 'Error',
  downloaded: 'Export Complete',
  downloadFailed: 'Failed to export cases. Please try again.',
} as const;

function title(job: Job): string {
  const verb = {
    export: 'Exporting',
    import: 'Importing',
    subject_access: 'Preparing',
    erasure: 'Erasing',
    import_preview: 'Checking',
    import_errors: 'Preparing',
  }[job.kind];
  return `${verb} ${job.fileName}`;
}

export function JobDownloadButton({ job }: { job: Job }) {
  const download = async () => {
    try {
      const file = await downloadJobFile(job);
      toast({ title: JOB_MESSAGES.downloaded, message: `Downloaded ${file}` });
    } catch (error) {
      toast({
        title: JOB_MESSAGES.exportFailed,
        message: serverMessage(error, JOB_MESSAGES.downloadFailed),
        variant: 'destructive',
      });
    }
  };
  return (
    <Button size="xs" onClick={() => void download()}>
      Download {job.fileName}
    </Button>
  );
}

/**
 * A background job's card: its Mantine progress bar while it runs, then the outcome. When the job finishes a
 * notification says so (with the Download button for an export); `onFinished` hears the final job once.
 */
export function JobProgress({
  job: initial,
  onDismiss,
  onFinished,
}: {
  job: Job;
  onDismiss?: () => void;
  onFinished?: (job: Job) => void;
}) {
  const { data: job } = useJob(initial);
  const finished = isJobFinished(job);
  const told = useRef(isJobFinished(initial));

  useEffect(() => {
    if (!finished || told.current) return;
    told.current = true;
    onFinished?.(job);
    if (job.kind !== 'export') return;
    if (job.status === 'succeeded') {
      toast({
        title: JOB_MESSAGES.exportReady,
        message: (
          <Stack gap={6} align="flex-start">
            <Text size="sm">{job.message}</Text>
            <JobDownloadButton job={job} />
          </Stack>
        ),
        autoClose: false,
      });
    } else {
      toast({ title: JOB_MESSAGES.exportFailed, message: job.message, variant: 'destructive' });
    }
  }, [finished, job, onFinished]);

  const failed = job.status === 'failed';
  return (
    <Paper withBorder p="sm" radius="md" role="status" aria-label={title(job)}>
      <Group justify="space-between" wrap="nowrap" gap="xs" mb={6}>
        <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
          {title(job)}
        </Text>
        {onDismiss && finished && <CloseButton size="sm" aria-label="Dismiss" onClick={onDismiss} />}
      </Group>
      <Progress
        value={job.status === 'succeeded' ? 100 : job.progress}
        color={failed ? 'red' : job.status === 'succeeded' ? 'teal' : 'blue'}
        striped={!finished}
        animated={job.status === 'running'}
        aria-label={`${title(job)} progress`}
      />
      <Group justify="space-between" mt={6} gap="xs">
        <Text size="sm" c={failed ? 'red' : 'dimmed'}>
          {jobStatusText(job)}
        </Text>
        {job.status === 'succeeded' && job.downloadUrl && <JobDownloadButton job={job} />}
      </Group>
    </Paper>
  );
}
