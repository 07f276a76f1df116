import { useMemo } from 'react';
import { Badge } from '@mantine/core';
import {
  createColumnHelper,
  getCoreRowModel,
  getPaginationRowModel,
  useReactTable,
} from '@tanstack/react-table';

import { DataTable } from '@/components/ui/data-table';

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
  return <DataTable table={table} label="Your cases" minWidth={880} emptyText="No cases found" />;
}
