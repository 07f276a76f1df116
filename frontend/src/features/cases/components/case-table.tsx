import { memo, useCallback, useMemo, useRef, type ChangeEvent, type MouseEvent } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { useNavigate } from 'react-router';

import { casePagePath } from '@/config/paths';
import type { Case } from '@/types/api';
import type { RowAction } from '@/features/cases/rules/row-actions';
import { offersStatusMenu } from '@/features/cases/rules/status-menu';
import type { SortField, SortOrder } from '@/features/cases/rules/table-state';
import { tipContent } from './case-cells';
import {
  BODY,
  COLUMNS,
  COLUMNS_WITHOUT_SELECT,
  SORTABLE,
  type Meta,
  type RowView,
} from './case-table-columns';
import { useTableTips } from './lazy-tip';
import {
  caseName,
  clickedAction,
  followCaseLink,
  openCaseLink,
  rowActionButtons,
} from './row-action-buttons';
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
  /** Row checkboxes and Select all: only for users with a bulk action (rules/row-actions canSelectCases). */
  selectable?: boolean;
  /**
   * The dashboard's search (its view and page): the list a case page opened from here steps through and leads
   * back to (config/paths casePagePath).
   */
  listSearch?: string;
};

/** Same content: a new page's data for a row already shown (e.g. 50 -> 250 rows) does not re-render it. */
function sameCase(a: Case, b: Case): boolean {
  if (a === b) return true;
  for (const key in a) {
    const x = a[key as keyof Case];
    const y = b[key as keyof Case];
    // Arrays and nested objects (the merged previews, the turnaround clock, the assignee) by value.
    const nested = typeof x === 'object' && typeof y === 'object' && x !== null && y !== null;
    if (x !== y && !(nested && JSON.stringify(x) === JSON.stringify(y))) {
      return false;
    }
  }
  return true;
}

type RowProps = {
  c: Case;
  selectable: boolean;
  selected: boolean;
  /** The row's actions joined by commas (a string, so the memo compares it cheaply). */
  actions: string;
  listSearch: string;
  onCheck: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * One row: plain elements, no hooks, no closures. The checkbox shares one change handler and the action
 * buttons are handled by the <tbody>'s click handler (data-action, and the row's data-id).
 */
const CaseRow = memo(
  function CaseRow({ c, selectable, selected, actions, listSearch, onCheck }: RowProps) {
    const who = caseName(c);
    const row: RowView = {
      href: casePagePath(c.id, listSearch),
      menuFor: offersStatusMenu(actions) ? who : undefined,
    };
    const className = selected
      ? c.isCancelled
        ? `${styles.selected} ${styles.cancelled}`
        : styles.selected
      : c.isCancelled
        ? styles.cancelled
        : undefined;
    return (
      <tr data-id={c.id} className={className}>
        {selectable && (
          <td>
            <input
              type="checkbox"
              className={styles.checkbox}
              aria-label={`Select case ${who}`}
              checked={selected}
              onChange={onCheck}
            />
          </td>
        )}
        {BODY.map((cell, i) => (
          <td key={i} className={typeof cell.td === 'function' ? cell.td(c) : cell.td}>
            {cell.render(c, row)}
          </td>
        ))}
        <td className={styles.nowrap}>
          {openCaseLink(row.href, who)}
          {rowActionButtons(actions, who, false, c.legalHold)}
        </td>
      </tr>
    );
  },
  (prev, next) =>
    prev.selected === next.selected &&
    prev.selectable === next.selectable &&
    prev.actions === next.actions &&
    prev.listSearch === next.listSearch &&
    prev.onCheck === next.onCheck &&
    sameCase(prev.c, next.c),
);

/** The case table: @tanstack/react-table v8 state, plain <table> markup (guide: screens; speed bar in the issue). */
export const CaseTable = memo(function CaseTable(props: CaseTableProps) {
  const { cases, selection, onSelectionChange, sortBy, sortOrder, onSort, actionsFor, onAction, loading } =
    props;
  const selectable = props.selectable ?? true;
  const listSearch = props.listSearch ?? '';
  const navigate = useNavigate();
  const meta = useMemo<Meta>(() => ({ sortBy, sortOrder, onSort }), [sortBy, sortOrder, onSort]);
  const table = useReactTable({
    data: cases,
    columns: selectable ? COLUMNS : COLUMNS_WITHOUT_SELECT,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (c) => String(c.id),
    state: { rowSelection: selection },
    enableRowSelection: selectable,
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
    manualSorting: true,
    manualPagination: true,
    meta,
  });

  const byId = useMemo(() => new Map(cases.map((c) => [String(c.id), c])), [cases]);
  const latest = useRef({ table, byId, onAction, navigate });
  latest.current = { table, byId, onAction, navigate };

  const onCheck = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    const id = event.currentTarget.closest('tr')?.dataset.id;
    if (id) latest.current.table.getRow(id).toggleSelected(event.currentTarget.checked);
  }, []);
  const onBodyClick = useCallback((event: MouseEvent<HTMLElement>) => {
    const href = followCaseLink(event);
    if (href) {
      event.preventDefault();
      void latest.current.navigate(href);
      return;
    }
    const clicked = clickedAction(event);
    const c = clicked ? latest.current.byId.get(clicked.id) : undefined;
    if (clicked && c) latest.current.onAction(clicked.action, c);
  }, []);
  const content = useCallback(
    (kind: Parameters<typeof tipContent>[0], id: string, trigger: HTMLElement) => {
      const c = byId.get(id);
      return c ? tipContent(kind, c, trigger) : null;
    },
    [byId],
  );
  const tips = useTableTips(content);

  return (
    <div className={styles.scroll} aria-busy={loading || undefined} {...tips.handlers}>
      <table className={styles.table} aria-label="Cases">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const field = header.column.id as SortField;
                const sortable = SORTABLE.includes(field);
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
        <tbody onClick={onBodyClick}>
          {table.getRowModel().rows.map((row) => (
            <CaseRow
              key={row.id}
              c={row.original}
              selectable={selectable}
              selected={row.getIsSelected()}
              actions={actionsFor(row.original).join(',')}
              listSearch={listSearch}
              onCheck={onCheck}
            />
          ))}
          {cases.length === 0 && (
            <tr>
              <td
                colSpan={selectable ? COLUMNS.length : COLUMNS_WITHOUT_SELECT.length}
                className={styles.empty}
              >
                {loading ? 'Loading cases...' : 'No cases found'}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {tips.layer}
    </div>
  );
});
