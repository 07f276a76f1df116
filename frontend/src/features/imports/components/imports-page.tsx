import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Paper, Stack, Text } from '@mantine/core';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';

import { formatDateTime } from '@/lib/format';
import { PageLayout } from '@/components/layout/page-layout';
import { DataTable } from '@/components/ui/data-table';
import { Pager } from '@/components/ui/pager';
import { useImports, type ImportBatch } from '@/features/imports/api/get-imports';
import { UndoImportDialog } from '@/features/imports/components/undo-import-dialog';
import { canUndo, IMPORTS_PAGE_SIZE } from '@/features/imports/rules';
import { showingText } from '@/lib/showing-text';
import { usePermissions } from '@/lib/permissions';

const column = createColumnHelper<ImportBatch>();

function Status({ batch }: { batch: ImportBatch }) {
  if (!batch.undone)
    return (
      <Badge color="green" variant="light">
        Imported
      </Badge>
    );
  return (
    <Stack gap={2}>
      <Badge color="gray" variant="light">
        Undone
      </Badge>
      <Text size="xs" c="dimmed">
        {formatDateTime(batch.undoneAt)} by {batch.undoneBy || 'the system'}: {batch.undoReason}
      </Text>
    </Stack>
  );
}

function UndoButton({ batch, onUndo }: { batch: ImportBatch; onUndo: (batch: ImportBatch) => void }) {
  return (
    <Button
      size="xs"
      color="red"
      variant="light"
      onClick={() => onUndo(batch)}
      aria-label={`Undo ${batch.fileName}`}
    >
      Undo
    </Button>
  );
}

/** The Imports page (guide: workflow#imports): every import batch, newest first, with Undo. */
export function ImportsPage() {
  const { can } = usePermissions();
  const allowed = can('upload_csv');
  const [page, setPage] = useState(1);
  const [undoing, setUndoing] = useState<ImportBatch | null>(null);
  const imports = useImports({ page, limit: IMPORTS_PAGE_SIZE }, allowed);

  // Made once per permission set: a cell function is a component to React, and new ones remount the Undo buttons.
  const columns = useMemo(
    () => [
      column.accessor('importedAt', { header: 'Imported', cell: (info) => formatDateTime(info.getValue()) }),
      column.accessor('fileName', {
        header: 'File',
        cell: (info) => (
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {info.getValue()}
          </Text>
        ),
      }),
      column.accessor('importedBy', { header: 'By', cell: (info) => info.getValue() || 'Command line' }),
      column.accessor('rows', { header: 'Rows', cell: (info) => info.getValue().toLocaleString('en-GB') }),
      column.accessor('created', {
        header: 'Created',
        cell: (info) => info.getValue().toLocaleString('en-GB'),
      }),
      column.accessor('skipped', {
        header: 'Skipped',
        cell: (info) => info.getValue().toLocaleString('en-GB'),
      }),
      column.display({ id: 'status', header: 'Status', cell: ({ row }) => <Status batch={row.original} /> }),
      column.display({
        id: 'undo',
        header: 'Undo',
        cell: ({ row }) =>
          canUndo(row.original, can) ? <UndoButton batch={row.original} onUndo={setUndoing} /> : null,
      }),
    ],
    [can],
  );
  const table = useReactTable({
    data: imports.data?.data ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (batch) => String(batch.id),
  });

  if (!allowed) {
    return (
      <PageLayout title="Imports">
        <Alert color="red" title="Access Denied">
          You do not have permission to upload cases, so there are no imports to show.
        </Alert>
      </PageLayout>
    );
  }

  const pagination = imports.data?.pagination;
  return (
    <PageLayout title="Imports">
      <Paper withBorder p="md" radius="md" component="section" aria-label="Imports">
        <Text size="sm" c="dimmed" mb="sm">
          Every CSV import, newest first. Undo removes all the cases an import created, as long as none has
          been changed since.
        </Text>
        {imports.isError ? (
          <Alert color="red" title="Error">
            Failed to load the imports. Please try again.
          </Alert>
        ) : (
          <DataTable
            table={table}
            label="Import batches"
            minWidth={860}
            emptyText={imports.isPending ? 'Loading…' : 'No imports yet'}
            rowTestId={(row) => `import-${row.original.id}`}
            phoneCards={{
              title: 'fileName',
              actions: ['undo'],
              actionsLabel: (row) => `Actions for ${row.original.fileName}`,
              testId: (row) => `import-card-${row.original.id}`,
            }}
          />
        )}
        {pagination && pagination.totalItems > 0 && (
          <Pager
            label="Pages of imports"
            showing={showingText(pagination.currentPage, pagination.itemsPerPage, pagination.totalItems)}
            page={page}
            pages={pagination.totalPages}
            hasPrevious={pagination.hasPreviousPage}
            hasNext={pagination.hasNextPage}
            onPage={setPage}
          />
        )}
      </Paper>
      <UndoImportDialog batch={undoing} onClose={() => setUndoing(null)} />
    </PageLayout>
  );
}
