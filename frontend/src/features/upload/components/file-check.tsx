import { useState } from 'react';
import { Alert, Button, Group, List, ScrollArea, Stack, Text } from '@mantine/core';

import { JobProgress } from '@/components/jobs/job-progress';
import { serverMessage } from '@/lib/api-client';
import { downloadJobFile, isJob } from '@/lib/jobs';
import type { Job } from '@/types/api';
import { useDownloadErrorReport } from '@/features/upload/api/download-error-report';
import { usePreviewCsv, type CsvPreview } from '@/features/upload/api/preview-csv';
import { CsvPreviewPanel } from '@/features/upload/components/csv-preview';
import {
  jobFailure,
  MESSAGES,
  problemText,
  uploadFailure,
  type UploadFailure,
} from '@/features/upload/rules';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

type Outcome = { preview: CsvPreview; failure?: never } | { failure: UploadFailure; preview?: never };

/**
 * Check File (guide: workflow#imports): the dry run of the chosen file and its error report. Keyed by the file in the
 * dialog, so choosing another file starts afresh. Uploading is untouched: it stays the guide: screens#dialogs flow. A
 * large file is checked and reported on by background jobs (202, as its import is): their cards follow each job, then
 * the preview is shown or the report saved, as for a small file.
 */
export function FileCheck({ file, disabled }: { file: File; disabled: boolean }) {
  const check = usePreviewCsv();
  const report = useDownloadErrorReport();
  const handleUnauthorized = useUnauthorizedHandler();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [checkJob, setCheckJob] = useState<Job | null>(null);
  const [reportJob, setReportJob] = useState<Job | null>(null);

  const reportFailed = (message: string) =>
    toast({ title: MESSAGES.errorTitle, message, variant: 'destructive' });

  const run = () => {
    setOutcome(null);
    check.mutate(file, {
      onSuccess: (answer) => (isJob(answer) ? setCheckJob(answer) : setOutcome({ preview: answer })),
      onError: (error) => {
        handleUnauthorized(error);
        setOutcome({ failure: uploadFailure(error) });
      },
    });
  };
  const checked = (job: Job) => {
    setCheckJob(null);
    setOutcome(
      job.status === 'succeeded' ? { preview: job.result as CsvPreview } : { failure: jobFailure(job) },
    );
  };

  const download = () =>
    report.mutate(file, {
      onSuccess: (answer) => {
        if (isJob(answer)) setReportJob(answer);
      },
      onError: (error) => {
        if (handleUnauthorized(error)) return;
        reportFailed(uploadFailure(error).message);
      },
    });
  const reported = async (job: Job) => {
    setReportJob(null);
    if (job.status !== 'succeeded') {
      reportFailed(jobFailure(job).message);
      return;
    }
    try {
      await downloadJobFile(job);
    } catch (error) {
      if (!handleUnauthorized(error)) reportFailed(serverMessage(error, MESSAGES.uploadFailed));
    }
  };

  const failure = outcome?.failure;
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          Check the file first to see what it would do; nothing is written.
        </Text>
        <Button
          variant="light"
          size="xs"
          onClick={run}
          loading={check.isPending || checkJob !== null}
          disabled={disabled}
          style={{ flexShrink: 0 }}
        >
          Check File
        </Button>
      </Group>
      {checkJob && <JobProgress job={checkJob} onFinished={checked} />}
      {failure && (
        <Alert color="red" title="The file cannot be imported" p="sm" role="alert">
          <Text size="sm">{failure.message}</Text>
          {failure.problems.length > 0 && (
            <ScrollArea.Autosize mah={120} type="auto" offsetScrollbars>
              <List size="sm" spacing={2}>
                {failure.problems.map((problem, index) => (
                  <List.Item key={index}>{problemText(problem)}</List.Item>
                ))}
              </List>
            </ScrollArea.Autosize>
          )}
        </Alert>
      )}
      {/* Above the preview, whose tables can push anything below them out of sight. */}
      {reportJob && <JobProgress job={reportJob} onFinished={(job) => void reported(job)} />}
      {outcome?.preview && (
        <CsvPreviewPanel
          preview={outcome.preview}
          onDownloadErrors={download}
          downloading={report.isPending || reportJob !== null}
        />
      )}
    </Stack>
  );
}
