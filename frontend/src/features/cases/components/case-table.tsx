import { memo, useMemo, type ReactNode } from 'react';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type Cell,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';

import type { Case } from '@/types/api';
import { formatDateTime } from '@/features/cases/rules/case-display';
import type { RowAction } from '@/features/cases/rules/row-actions';
import type { SortField, SortOrder } from '@/features/cases/rules/table-state';
import {
  BhrukCell,
  ClientNameCell,
  CompanyCell,
  KamCell,
  MiCell,
  ObLinkCell,
  StatusCell,
} from './case-cells';
import { ICON_CLASSES } from './icons';
import * as styles from './case-table.module.css';

export type CaseTableProps = {
  cases: Case[];
  sortBy: SortField;
  sortOrder: SortOrder;
  onSort: (field: SortField) => void;
  selection: RowSelectionState;
  onSelectionChange: (next: RowSelectionState) => void;
  actionsFor: (c: Case) => RowAction[];
  onAction: (action: RowAction, c: Case) => void;
  /** True only before the first page arrives (the empty row then reads Loading cases...). */
  loading?: boolean;
};

type Meta = Pick<CaseTableProps, 'sortBy' | 'sortOrder' | 'onSort' | 'actionsFor' | 'onAction'>;

const ACTION_LABELS: Record<RowAction, string> = {
  lock: 'Lock case',
  unlock: 'Unlock case',
  view: 'View details',
  edit: 'Edit case',
  delete: 'Delete case',
  cancel: 'Cancel case',
  restore: 'Restore case',
};
const ACTION_TONE: Partial<Record<RowAction, string>> = {
  delete: styles.danger,
  cancel: styles.danger,
  restore: styles.primary,
};

/** Date over time, so the column stays narrow. */
function CreatedAt({ value }: { value: string }) {
  const [date, time] = formatDateTime(value).split(', ');
  return (
    <span className={styles.nowrap}>
      {date}
      {time && <span className={styles.sub}>{time}</span>}
    </span>
  );
}

function SortHeader({ field, label, meta }: { field: SortField; label: string; meta: Meta }) {
  const active = meta.sortBy === field;
  const arrow = active ? (meta.sortOrder === 'desc' ? '↓' : '↑') : '↕';
  return (
    <button type="button" className={styles.sortButton} onClick={() => meta.onSort(field)}>
      {label}
      <span aria-hidden="true">{arrow}</span>
    </button>
  );
}

function RowActions({ c, meta }: { c: Case; meta: Meta }) {
  const who = c.bhrukId || c.clientName || `#${c.id}`;
  return (
    <div className={styles.actions}>
      {meta.actionsFor(c).map((action) => (
        <button
          key={action}
          type="button"
          className={`${styles.iconButton} ${ICON_CLASSES[action]} ${ACTION_TONE[action] ?? ''}`}
          aria-label={`${ACTION_LABELS[action]} ${who}`}
          onClick={() => meta.onAction(action, c)}
        />
      ))}
    </div>
  );
}

const col = createColumnHelper<Case>();

/**
 * The cell renderers are plain functions without hooks, called directly rather than mounted as components
 * (flexRender would add a component per cell): 250 rows x 13 cells stay close to a plain table's cost.
 */
/** Yes/No, Open/Locked: text coloured by a class on the <td> (no badge element per cell). */
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

type ColumnMeta = { tdClass?: (c: Case) => string };

function tdClass(cell: Cell<Case, unknown>): string | undefined {
  return (cell.column.columnDef.meta as ColumnMeta | undefined)?.tdClass?.(cell.row.original);
}

function renderCell(cell: Cell<Case, unknown>): ReactNode {
  const def = cell.column.columnDef.cell;
  return typeof def === 'function' ? def(cell.getContext()) : def;
}

/** SPEC §2 columns, in order. Cells read callbacks from the table's meta so the columns are built once. */
const COLUMNS = [
  col.display({
    id: 'select',
    header: ({ table }) => (
      <input
        type="checkbox"
        className={styles.checkbox}
        aria-label="Select all cases on this page"
        checked={table.getIsAllRowsSelected()}
        ref={(el) => {
          if (el) el.indeterminate = table.getIsSomeRowsSelected();
        }}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        className={styles.checkbox}
        aria-label={`Select case ${row.original.bhrukId || row.original.clientName || row.original.id}`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  }),
  col.accessor('widget', { header: 'Company', cell: ({ row }) => CompanyCell({ c: row.original }) }),
  col.accessor('externalUserId', { header: 'OB Link', cell: ({ row }) => ObLinkCell({ c: row.original }) }),
  col.accessor('createdAt', {
    header: ({ table }) => (
      <SortHeader field="createdAt" label="Created At" meta={table.options.meta as Meta} />
    ),
    cell: ({ getValue }) => CreatedAt({ value: getValue() }),
  }),
  col.accessor('kamId', { header: 'KAM ID', cell: ({ row }) => KamCell({ c: row.original }) }),
  col.accessor('clientName', {
    header: 'Client Name',
    cell: ({ row }) => ClientNameCell({ c: row.original }),
  }),
  col.accessor('bhrukId', {
    header: ({ table }) => <SortHeader field="bhrukId" label="BHRUK ID" meta={table.options.meta as Meta} />,
    cell: ({ row }) => BhrukCell({ c: row.original }),
  }),
  col.accessor('instructed', {
    header: 'Instructed',
    cell: ({ getValue }) => yesNo(getValue()),
    meta: { tdClass: (c: Case) => (c.instructed ? styles.yes : styles.no) },
  }),
  col.accessor('currentStatus', {
    header: 'Current Status',
    cell: ({ row }) => StatusCell({ c: row.original }),
  }),
  col.accessor('invoiced', {
    header: 'Invoiced',
    cell: ({ getValue }) => yesNo(getValue()),
    meta: { tdClass: (c: Case) => (c.invoiced ? styles.yes : styles.no) },
  }),
  col.display({ id: 'mi', header: 'MI Info', cell: ({ row }) => MiCell({ c: row.original }) }),
  col.accessor('isLocked', {
    header: 'Lock Status',
    cell: ({ row }) => (row.original.isLocked ? 'Locked' : 'Open'),
    meta: { tdClass: (c: Case) => (c.isLocked ? styles.locked : styles.open) },
  }),
  col.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row, table }) => RowActions({ c: row.original, meta: table.options.meta as Meta }),
  }),
];

/** The case table: @tanstack/react-table v8 state, plain <table> markup (SPEC §2; speed bar in the issue). */
export const CaseTable = memo(function CaseTable(props: CaseTableProps) {
  const { cases, selection, onSelectionChange, sortBy, sortOrder, onSort, actionsFor, onAction, loading } =
    props;
  const meta = useMemo<Meta>(
    () => ({ sortBy, sortOrder, onSort, actionsFor, onAction }),
    [sortBy, sortOrder, onSort, actionsFor, onAction],
  );
  const table = useReactTable({
    data: cases,
    columns: COLUMNS,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (c) => String(c.id),
    state: { rowSelection: selection },
    enableRowSelection: true,
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
    manualSorting: true,
    manualPagination: true,
    meta,
  });

  return (
    <div className={styles.scroll} aria-busy={loading || undefined}>
      <table className={styles.table} aria-label="Cases">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const field = header.column.id as SortField;
                const sortable = field === 'createdAt' || field === 'bhrukId';
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      sortable && sortBy === field
                        ? sortOrder === 'desc'
                          ? 'descending'
                          : 'ascending'
                        : undefined
                    }
                  >
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className={
                [row.getIsSelected() ? styles.selected : '', row.original.isCancelled ? styles.cancelled : '']
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            >
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={tdClass(cell)}>
                  {renderCell(cell)}
                </td>
              ))}
            </tr>
          ))}
          {cases.length === 0 && (
            <tr>
              <td colSpan={COLUMNS.length} className={styles.empty}>
                {loading ? 'Loading cases...' : 'No cases found'}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
});
