import '@mantine/core/styles/Pagination.css';
import { Group, Pagination, Table, Text } from '@mantine/core';
import { flexRender, type Row, type Table as TableModel } from '@tanstack/react-table';

type DataTableProps<T> = {
  /** A @tanstack/react-table instance; give it getPaginationRowModel to get the pager. */
  table: TableModel<T>;
  label?: string;
  /** Below this width the table scrolls sideways (phones). */
  minWidth: number;
  emptyText: string;
  rowTestId?: (row: Row<T>) => string;
  verticalSpacing?: 'xs' | 'sm';
};

/** A plain Mantine table rendered from a headless table model, with an empty state and an optional pager. */
export function DataTable<T>({
  table,
  label,
  minWidth,
  emptyText,
  rowTestId,
  verticalSpacing = 'xs',
}: DataTableProps<T>) {
  const columnCount = table.getVisibleLeafColumns().length;
  const isEmpty = table.getPrePaginationRowModel().rows.length === 0;
  return (
    <>
      <Table.ScrollContainer
        minWidth={minWidth}
        // Focusable so the keyboard can scroll it on a phone; named after its table.
        scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
      >
        <Table striped highlightOnHover verticalSpacing={verticalSpacing} aria-label={label}>
          <Table.Thead>
            {table.getHeaderGroups().map((headerGroup) => (
              <Table.Tr key={headerGroup.id}>
                {headerGroup.headers.map((header) => (
                  <Table.Th key={header.id} style={{ whiteSpace: 'nowrap' }}>
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </Table.Th>
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {table.getRowModel().rows.map((row) => (
              <Table.Tr key={row.id} data-testid={rowTestId?.(row)}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            {isEmpty && (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <Text c="dimmed" ta="center" py="lg">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {table.options.getPaginationRowModel && <DataTablePager table={table} />}
    </>
  );
}

function DataTablePager<T>({ table }: { table: TableModel<T> }) {
  const { pageIndex, pageSize } = table.getState().pagination;
  const pageCount = table.getPageCount();
  const total = table.getPrePaginationRowModel().rows.length;
  if (pageCount <= 1) return null;
  return (
    <Group justify="space-between" mt="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        Showing {pageIndex * pageSize + 1} to {Math.min((pageIndex + 1) * pageSize, total)} of {total}
      </Text>
      <Pagination
        total={pageCount}
        value={pageIndex + 1}
        onChange={(page) => table.setPageIndex(page - 1)}
        size="sm"
        aria-label="Pages"
      />
    </Group>
  );
}
