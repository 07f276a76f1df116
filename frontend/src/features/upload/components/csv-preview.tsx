import { useMemo } from 'react';
import { Alert, Button, Group, SimpleGrid, Paper, Stack, Text } from '@mantine/core';
import { createColumnHelper, getCoreRowModel, useReactTable, type TableOptions } from '@tanstack/react-table';

import { DataTable } from '@/components/ui/data-table';
import type { CsvPreview, DuplicateRow, SkippedRow } from '@/features/upload/api/preview-csv';
import {
  IDENTIFIER_LABELS,
  listedNote,
  newIdsText,
  PREVIEW_LISTED,
  previewCounts,
  previewVerdict,
  skippedBreakdown,
  type UploadProblem,
} from '@/features/upload/rules';

const problemColumn = createColumnHelper<UploadProblem>();
const problemColumns = [
  problemColumn.accessor('row', { header: 'Row' }),
  problemColumn.accessor('column', { header: 'Column', cell: (info) => info.getValue() ?? '—' }),
  problemColumn.accessor('message', { header: 'Problem' }),
];

const skippedColumn = createColumnHelper<SkippedRow>();
const skippedColumns = [
  skippedColumn.accessor('row', { header: 'Row' }),
  skippedColumn.accessor('text', { header: 'Why' }),
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
  duplicateColumn.accessor('existingBhrukIds', {
    header: 'Existing cases (BHR UK ID)',
    cell: (info) => (info.getValue().length ? info.getValue().join(', ') : '—'),
  }),
];

/**
 * A table of the first rows of a list. The rows are memoised: react-table resets its page index whenever
 * `data` is a new array, and that reset re-renders the component, which (with an unmemoised `slice`) made a
 * new array again, without end. A click in the dialog (a state change during the event) turned that into a
 * loop of microtasks that froze the tab. autoResetPageIndex is off too: these tables never page.
 */
function useFirstRows<T>(rows: T[], columns: TableOptions<T>['columns']) {
  const data = useMemo(() => rows.slice(0, PREVIEW_LISTED), [rows]);
  return useReactTable<T>({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    autoResetPageIndex: false,
  });
}

function Count({ label, tone }: { label: string; tone: string }) {
  return (
    <Paper withBorder p="xs" radius="md" bg={`${tone}.0`}>
      <Text size="sm" fw={600} c={`${tone}.9`}>
        {label}
      </Text>
    </Paper>
  );
}

/** The Check File answer: counts, the first problems, skipped rows and duplicates, and the error report link. */
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
  const ids = newIdsText(preview.newBhrukIds);
  const blocked = preview.errorCount > 0;
  const problemTable = useFirstRows(preview.errors, problemColumns);
  const skippedTable = useFirstRows(preview.skippedRows, skippedColumns);
  const duplicateTable = useFirstRows(preview.duplicates, duplicateColumns);
  const problemsNote = listedNote(Math.min(preview.errors.length, PREVIEW_LISTED), preview.errorCount);
  const skippedNote = listedNote(Math.min(preview.skippedRows.length, PREVIEW_LISTED), preview.wouldSkip);
  const duplicatesNote = listedNote(
    Math.min(preview.duplicates.length, PREVIEW_LISTED),
    preview.duplicates.length,
  );
  const breakdown = skippedBreakdown(preview);
  const hasReport = preview.errorCount > 0 || preview.wouldSkip > 0;

  return (
    <Stack gap="xs" aria-label="File check" role="region">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <Count label={counts.imported} tone={blocked ? 'gray' : 'green'} />
        <Count label={counts.skipped} tone="gray" />
        <Count label={counts.problems} tone={blocked ? 'red' : 'green'} />
      </SimpleGrid>
      <Text size="sm" fw={600}>
        {previewVerdict(preview)}
      </Text>
      {ids && !blocked && (
        <Text size="sm" data-testid="new-bhruk-ids">
          {ids}
        </Text>
      )}
      {hasReport && (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            color={blocked ? 'red' : 'gray'}
            onClick={onDownloadErrors}
            loading={downloading}
          >
            Download error report
          </Button>
        </Group>
      )}

      {blocked && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Problems
          </Text>
          <DataTable table={problemTable} label="Problems found" minWidth={300} emptyText="No problems" />
          {problemsNote && (
            <Text size="xs" c="dimmed">
              {problemsNote} The error report lists every row with a problem.
            </Text>
          )}
        </Stack>
      )}

      {preview.wouldSkip > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {blocked
              ? 'Rows that would be skipped once the problems are fixed'
              : 'Rows that would be skipped'}
            {breakdown ? ` (${breakdown})` : ''}
          </Text>
          <DataTable table={skippedTable} label="Skipped rows" minWidth={300} emptyText="None" />
          {skippedNote && (
            <Text size="xs" c="dimmed">
              {skippedNote} The error report lists every skipped row.
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
            <DataTable table={duplicateTable} label="Possible duplicates" minWidth={560} emptyText="None" />
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
