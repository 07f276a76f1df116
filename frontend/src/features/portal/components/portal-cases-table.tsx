import '@mantine/core/styles/Pagination.css';
import { useMemo } from 'react';
import { Badge, Group, Pagination, Table, Text } from '@mantine/core';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  useReactTable,
} from '@tanstack/react-table';

import { formatDate, statusLabel, yesNo } from '@/components/overview/case-labels';
import type { Case } from '@/types/api';

export const PORTAL_PAGE_SIZE = 50;

const column = createColumnHelper<Case>();

const yesNoBadge = (value: boolean) => (
  <Badge variant="light" color={value ? 'green' : 'gray'} size="sm" tt="none">
    {yesNo(value)}
  </Badge>
);

const STATUS_COLORS: Record<string, string> = {
  need_instructions_new: 'orange',
  need_instructions_hire: 'orange',
  in_production: 'indigo',
  on_hold: 'yellow',
  sent: 'green',
};

const COLUMNS = [
  column.accessor('widget', { header: 'Company' }),
  column.accessor('createdAt', { header: 'Created At', cell: (info) => formatDate(info.getValue()) }),
  column.accessor('kamId', { header: 'KAM ID', cell: (info) => info.getValue() || '—' }),
  column.accessor('bhrukId', { header: 'BHRUK ID', cell: (info) => info.getValue() || '—' }),
  column.accessor('clientName', { header: 'Client Name' }),
  column.accessor('instructed', { header: 'Instructed', cell: (info) => yesNoBadge(info.getValue()) }),
  column.accessor('currentStatus', {
    header: 'Current Status',
    cell: (info) => (
      <Badge variant="light" color={STATUS_COLORS[info.getValue()] ?? 'gray'} size="sm" tt="none">
        {statusLabel(info.getValue())}
      </Badge>
    ),
  }),
  column.accessor('invoiced', { header: 'Invoiced', cell: (info) => yesNoBadge(info.getValue()) }),
];

/** The read-only list of the portal: plain table elements, paged in the browser. */
export function PortalCasesTable({ cases }: { cases: Case[] }) {
  const data = useMemo(() => cases, [cases]);
  const table = useReactTable({
    data,
    columns: COLUMNS,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageIndex: 0, pageSize: PORTAL_PAGE_SIZE } },
    autoResetPageIndex: true,
  });
  const { pageIndex } = table.getState().pagination;
  const pageCount = table.getPageCount();

  return (
    <>
      <Table.ScrollContainer minWidth={880}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-label="Your cases">
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => (
                  <Table.Th key={header.id} style={{ whiteSpace: 'nowrap' }}>
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </Table.Th>
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {table.getRowModel().rows.map((row) => (
              <Table.Tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            {cases.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={COLUMNS.length}>
                  <Text c="dimmed" ta="center" py="lg">
                    No cases found
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pageCount > 1 && (
        <Group justify="space-between" mt="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            Showing {pageIndex * PORTAL_PAGE_SIZE + 1} to{' '}
            {Math.min((pageIndex + 1) * PORTAL_PAGE_SIZE, cases.length)} of {cases.length}
          </Text>
          <Pagination
            total={pageCount}
            value={pageIndex + 1}
            onChange={(page) => table.setPageIndex(page - 1)}
            size="sm"
            aria-label="Pages"
          />
        </Group>
      )}
    </>
  );
}
