import { Alert, Button, Group, SimpleGrid, Paper, Stack, Text } from '@mantine/core';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';

import { DataTable } from '@/components/ui/data-table';
import type { CsvPreview, DuplicateRow } from '@/features/upload/api/preview-csv';
import {
  IDENTIFIER_LABELS,
  listedNote,
  newIdsText,
  PREVIEW_LISTED,
  previewCounts,
  previewVerdict,
  type UploadProblem,
} from '@/features/upload/rules';

const problemColumn = createColumnHelper<UploadProblem>();
const problemColumns = [
  problemColumn.accessor('row', { header: 'Row' }),
  problemColumn.accessor('column', { header: 'Column', cell: (info) => info.getValue() ?? '—' }),
  problemColumn.accessor('message', { header: 'Problem' }),
];

const duplicateColumn = createColumnHelper<DuplicateRow>();
const rowList = (rows: number[]) => (rows.length ? rows.join(', ') : '—');
const duplicateColumns = [
  duplicateColumn.accessor('row', { header: 'Row' }),
  duplicateColumn.accessor('identifierType', {
    header: 'Identifier',
    cell: (info) => IDENTIFIER_LABELS[info.getValue()],
  }),
  duplicateColumn.accessor('identifier', { header: 'Value' }),
  duplicateColumn.accessor('inFile', { header: 'Also in rows', cell: (info) => rowList(info.getValue()) }),
  duplicateColumn.accessor('existingCaseIds', {
    header: 'Existing cases',
    cell: (info) =>
      info.getValue().length
        ? info
            .getValue()
            .map((id) => `#${id}`)
            .join(', ')
        : '—',
  }),
];

function Count({ label, tone }: { label: string; tone: string }) {
  return (
    <Paper withBorder p="xs" radius="md" bg={`${tone}.0`}>
      <Text size="sm" fw={600} c={`${tone}.9`}>
        {label}
      </Text>
    </Paper>
  );
}

/** The Check File answer: counts, the first problems, the duplicates and the error report link. */
export function CsvPreviewPanel({
  preview,
  onDownloadErrors,
  downloading,
}: {
  preview: CsvPreview;
  onDownloadErrors: () => void;
  downloading: boolean;
}) {
  const counts = previewCounts(preview);
  const ids = newIdsText(preview.firstNewBhrukId, preview.lastNewBhrukId);
  const problems = preview.errors.slice(0, PREVIEW_LISTED);
  const duplicates = preview.duplicates.slice(0, PREVIEW_LISTED);
  const problemTable = useReactTable({
    data: problems,
    columns: problemColumns,
    getCoreRowModel: getCoreRowModel(),
  });
  const duplicateTable = useReactTable({
    data: duplicates,
    columns: duplicateColumns,
    getCoreRowModel: getCoreRowModel(),
  });
  const problemsNote = listedNote(problems.length, preview.errorCount);
  const duplicatesNote = listedNote(duplicates.length, preview.duplicates.length);

  return (
    <Stack gap="xs" aria-label="File check" role="region">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <Count label={counts.imported} tone="green" />
        <Count label={counts.skipped} tone="gray" />
        <Count label={counts.problems} tone={preview.errorCount ? 'red' : 'green'} />
      </SimpleGrid>
      <Text size="sm" fw={600}>
        {previewVerdict(preview)}
      </Text>
      {ids && !preview.errorCount && <Text size="sm">{ids}</Text>}

      {preview.errorCount > 0 && (
        <Stack gap={4}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" fw={600}>
              Problems
            </Text>
            <Button size="xs" variant="light" color="red" onClick={onDownloadErrors} loading={downloading}>
              Download error report
            </Button>
          </Group>
          <DataTable table={problemTable} label="Problems found" minWidth={300} emptyText="No problems" />
          {problemsNote && (
            <Text size="xs" c="dimmed">
              {problemsNote} The error report lists every row with a problem.
            </Text>
          )}
        </Stack>
      )}

      {preview.duplicates.length > 0 && (
        <Alert color="yellow" p="xs" title="Possible duplicates">
          <Stack gap={4}>
            <Text size="sm">
              These rows share a KAM ID or client name with another row or an existing case. They would still
              be imported; review them under Duplicates afterwards.
            </Text>
            <DataTable table={duplicateTable} label="Possible duplicates" minWidth={520} emptyText="None" />
            {duplicatesNote && (
              <Text size="xs" c="dimmed">
                {duplicatesNote}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
