import { Alert, Button, Group, List, ScrollArea, Stack, Text } from '@mantine/core';

import { useDownloadErrorReport } from '@/features/upload/api/download-error-report';
import { usePreviewCsv } from '@/features/upload/api/preview-csv';
import { CsvPreviewPanel } from '@/features/upload/components/csv-preview';
import { MESSAGES, problemText, uploadFailure } from '@/features/upload/rules';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

/**
 * Check File (issue 14): the dry run of the chosen file and its error report. Keyed by the file in the
 * dialog, so choosing another file starts afresh. Uploading is untouched: it stays the §2/§4 flow.
 */
export function FileCheck({ file, disabled }: { file: File; disabled: boolean }) {
  const check = usePreviewCsv();
  const report = useDownloadErrorReport();
  const handleUnauthorized = useUnauthorizedHandler();

  const run = () =>
    check.mutate(file, {
      onError: (error) => {
        handleUnauthorized(error);
      },
    });
  const download = () =>
    report.mutate(file, {
      onError: (error) => {
        if (handleUnauthorized(error)) return;
        toast({ title: MESSAGES.errorTitle, message: uploadFailure(error).message, variant: 'destructive' });
      },
    });

  const failure = check.isError ? uploadFailure(check.error) : null;
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
          loading={check.isPending}
          disabled={disabled}
          style={{ flexShrink: 0 }}
        >
          Check File
        </Button>
      </Group>
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
      {check.data && (
        <CsvPreviewPanel preview={check.data} onDownloadErrors={download} downloading={report.isPending} />
      )}
    </Stack>
  );
}
