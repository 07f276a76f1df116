/**
 * The case table's columns (guide: screens#case-table), defined once: the body cells are hook-free functions the row
 * calls directly, and `COLUMNS` gives @tanstack/react-table the same columns for the header (sorting, select-all).
 */
import type { ReactNode } from 'react';
import { createColumnHelper } from '@tanstack/react-table';

import type { SortField, SortOrder } from '@/features/cases/rules/table-state';
import type { Case } from '@/types/api';
import {
  BhrukCell,
  ClientNameCell,
  CompanyCell,
  CreatedAtCell,
  KamCell,
  LockStatus,
  MiCell,
  miTdClass,
  ObLinkCell,
  StatusCell,
  TWO_LINES,
} from './case-cells';
import { AssigneeCell, DueCell } from './handling-cells';
import * as styles from './case-table.module.css';

export type Meta = { sortBy: SortField; sortOrder: SortOrder; onSort: (field: SortField) => void };

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const yesNoClass = (value: boolean) => (value ? styles.yes : styles.no);

/** What a row's cells need besides the case: its page's address, and its name when it offers the status menu. */
export type RowView = { href: string; menuFor?: string };

/** One body cell: its content and its <td> class (Yes/No and Open/Locked are text coloured by the class). */
type BodyCell = { render: (c: Case, row: RowView) => ReactNode; td?: string | ((c: Case) => string) };

/** The body cells, in the header's order. */
export const BODY: BodyCell[] = [
  // (select: the row renders its checkbox, which needs the selection)
  { render: CompanyCell },
  { render: ObLinkCell, td: styles.link },
  { render: CreatedAtCell, td: TWO_LINES },
  { render: KamCell, td: styles.nowrap },
  { render: ClientNameCell },
  { render: (c, row) => BhrukCell(c, row.href), td: styles.nowrap },
  { render: (c) => yesNo(c.instructed), td: (c) => yesNoClass(c.instructed) },
  { render: (c, row) => StatusCell(c, row.menuFor) },
  { render: DueCell },
  { render: AssigneeCell },
  { render: (c) => yesNo(c.invoiced), td: (c) => yesNoClass(c.invoiced) },
  { render: MiCell, td: miTdClass },
  { render: LockStatus, td: (c) => (c.isLocked ? styles.locked : styles.open) },
  // (actions: the row renders them, they depend on the user's permissions)
];

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

const col = createColumnHelper<Case>();

export const COLUMNS = [
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
  }),
  col.accessor('widget', { header: 'Company' }),
  col.accessor('externalUserId', { header: 'OB Link' }),
  col.accessor('createdAt', {
    header: ({ table }) => (
      <SortHeader field="createdAt" label="Created At" meta={table.options.meta as Meta} />
    ),
  }),
  col.accessor('kamId', { header: 'KAM ID' }),
  col.accessor('clientName', { header: 'Client Name' }),
  col.accessor('bhrukId', {
    header: ({ table }) => <SortHeader field="bhrukId" label="BHRUK ID" meta={table.options.meta as Meta} />,
  }),
  col.accessor('instructed', { header: 'Instructed' }),
  col.accessor('currentStatus', { header: 'Current Status' }),
  col.display({
    id: 'dueDate',
    header: ({ table }) => <SortHeader field="dueDate" label="Due" meta={table.options.meta as Meta} />,
  }),
  col.display({ id: 'assignee', header: 'Assignee' }),
  col.accessor('invoiced', { header: 'Invoiced' }),
  col.display({ id: 'mi', header: 'MI Info' }),
  col.accessor('isLocked', { header: 'Lock Status' }),
  col.display({ id: 'actions', header: 'Actions' }),
];
export const COLUMNS_WITHOUT_SELECT = COLUMNS.slice(1);

/** The columns whose header sorts the list. */
export const SORTABLE: readonly string[] = ['createdAt', 'bhrukId', 'dueDate'];
