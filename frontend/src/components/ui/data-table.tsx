import { Fragment } from 'react';
import { Table, Text } from '@mantine/core';
import { flexRender, type Row, type Table as TableModel } from '@tanstack/react-table';

import { CardList, type CardItem } from '@/components/ui/card-list';
import { Pager } from '@/components/ui/pager';
import { showingText } from '@/lib/showing-text';
import { usePhone } from '@/lib/use-phone';

type PhoneCards<T> = {
  title: string;
  actions: readonly string[];
  actionsLabel: (row: Row<T>) => string;
  testId?: (row: Row<T>) => string;
};

type DataTableProps<T> = {
  /** A @tanstack/react-table instance; give it getPaginationRowModel to get the pager. */
  table: TableModel<T>;
  label?: string;
  /** Below this width the table scrolls sideways (phones). */
  minWidth: number;
  emptyText: string;
  rowTestId?: (row: Row<T>) => string;
  verticalSpacing?: 'xs' | 'sm';
  /**
   * Below the small breakpoint, a list of cards instead of the table: the `title` column heads each
   * card, the `actions` columns give its buttons, the others its labelled fields.
   */
  phoneCards?: PhoneCards<T>;
  /** A server-sorted list: each column's aria-sort (undefined: not sortable, no attribute). */
  ariaSort?: (columnId: string) => 'ascending' | 'descending' | 'none' | undefined;
};

/** A plain Mantine table rendered from a headless table model, with an empty state and an optional pager. */
export function DataTable<T>({
  table,
  label,
  minWidth,
  emptyText,
  rowTestId,
  verticalSpacing = 'xs',
  phoneCards,
  ariaSort,
}: DataTableProps<T>) {
  const phone = usePhone();
  if (phone && phoneCards) {
    return (
      <>
        <CardList label={label ?? ''} items={cardItems(table, phoneCards)} emptyText={emptyText} />
        {table.options.getPaginationRowModel && <DataTablePager table={table} />}
      </>
    );
  }
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
                  <Table.Th
                    key={header.id}
                    style={{ whiteSpace: 'nowrap' }}
                    aria-sort={ariaSort?.(header.column.id)}
                  >
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

/** The rows on screen as cards (see `phoneCards`). */
function cardItems<T>(table: TableModel<T>, cards: PhoneCards<T>): CardItem[] {
  const headers = new Map(table.getFlatHeaders().map((header) => [header.column.id, header]));
  const label = (columnId: string) => {
    const header = headers.get(columnId);
    return header ? flexRender(header.column.columnDef.header, header.getContext()) : columnId;
  };
  return table.getRowModel().rows.map((row) => {
    const cells = row.getVisibleCells();
    const render = (cell: (typeof cells)[number]) =>
      flexRender(cell.column.columnDef.cell, cell.getContext());
    const title = cells.find((cell) => cell.column.id === cards.title);
    const actions = cells.filter((cell) => cards.actions.includes(cell.column.id));
    return {
      key: row.id,
      title: title ? render(title) : null,
      fields: cells
        .filter((cell) => cell !== title && !actions.includes(cell))
        .map((cell) => ({ key: cell.id, label: label(cell.column.id), value: render(cell) })),
      actions:
        actions.length > 0 ? actions.map((cell) => <Fragment key={cell.id}>{render(cell)}</Fragment>) : null,
      actionsLabel: cards.actionsLabel(row),
      testId: cards.testId?.(row),
    };
  });
}

/** The pager of a table paged in the browser; nothing when everything fits on one page. */
export function DataTablePager<T>({ table }: { table: TableModel<T> }) {
  const { pageIndex, pageSize } = table.getState().pagination;
  const pageCount = table.getPageCount();
  if (pageCount <= 1) return null;
  return (
    <Pager
      label="Pages"
      showing={showingText(pageIndex + 1, pageSize, table.getPrePaginationRowModel().rows.length)}
      page={pageIndex + 1}
      pages={pageCount}
      onPage={(page) => table.setPageIndex(page - 1)}
    />
  );
}
