/**
 * The dashboard's cases on a phone: one card per case instead of the table's thirteen columns. It takes the
 * table's props (the dashboard's one state: selection, sort, row actions) and renders the same cells.
 */
import { memo, useCallback, useMemo, useRef, type ChangeEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

import { casePagePath } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { holdSummary } from '@/features/cases/rules/legal-hold';
import type { RowAction } from '@/features/cases/rules/row-actions';
import { offersStatusMenu } from '@/features/cases/rules/status-menu';
import type { SortField } from '@/features/cases/rules/table-state';
import type { Case } from '@/types/api';
import {
  BhrukCell,
  ClientNameCell,
  CompanyCell,
  KamCell,
  LockStatus,
  MiCell,
  StatusCell,
  tipContent,
} from './case-cells';
import type { CaseTableProps } from './case-table';
import { AssigneeCell, DueCell } from './handling-cells';
import { useTableTips } from './lazy-tip';
import {
  caseName,
  clickedAction,
  followCaseLink,
  openCaseLink,
  rowActionButtons,
} from './row-action-buttons';
import * as table from './case-table.module.css';
import * as styles from './case-cards.module.css';
import * as cards from '@/components/ui/card-list.module.css';

const SORTS: { field: SortField; label: string }[] = [
  { field: 'createdAt', label: 'Created At' },
  { field: 'bhrukId', label: 'BHR UK ID' },
  { field: 'dueDate', label: 'Due' },
];

type CardProps = {
  c: Case;
  selectable: boolean;
  selected: boolean;
  actions: string;
  listSearch: string;
  onCheck: (event: ChangeEvent<HTMLInputElement>) => void;
};

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const CaseCard = memo(function CaseCard({
  c,
  selectable,
  selected,
  actions,
  listSearch,
  onCheck,
}: CardProps) {
  const who = caseName(c);
  const href = casePagePath(c.id, listSearch);
  const className = [cards.card, styles.card, selected && styles.selected, c.isCancelled && styles.cancelled]
    .filter(Boolean)
    .join(' ');
  const mi = MiCell(c);
  // Phones have no hover: the reason the disabled buttons give in their tooltip is written out.
  const held = holdSummary(c, actions.split(',') as RowAction[]);
  return (
    <li data-id={c.id} className={className} aria-label={`Case ${who}`}>
      <div className={styles.head}>
        {selectable && (
          <input
            type="checkbox"
            className={`${table.checkbox} ${styles.check}`}
            aria-label={`Select case ${who}`}
            checked={selected}
            onChange={onCheck}
          />
        )}
        <div className={styles.company}>{CompanyCell(c)}</div>
      </div>
      <div className={styles.status}>{StatusCell(c, offersStatusMenu(actions) ? who : undefined)}</div>
      <dl className={cards.fields}>
        <div>
          <dt>Client Name</dt>
          <dd>{ClientNameCell(c)}</dd>
        </div>
        <div>
          <dt>BHR UK ID</dt>
          <dd>{BhrukCell(c, href) || '—'}</dd>
        </div>
        <div>
          <dt>KAM ID</dt>
          <dd>{KamCell(c) || '—'}</dd>
        </div>
        <div>
          <dt>Due</dt>
          <dd>{DueCell(c)}</dd>
        </div>
        <div>
          <dt>Assignee</dt>
          <dd>{AssigneeCell(c)}</dd>
        </div>
        <div>
          <dt>Created At</dt>
          <dd>{formatDateTime(c.createdAt)}</dd>
        </div>
        <div>
          <dt>Instructed</dt>
          <dd className={c.instructed ? table.yes : table.no}>{yesNo(c.instructed)}</dd>
        </div>
        <div>
          <dt>Invoiced</dt>
          <dd className={c.invoiced ? table.yes : table.no}>{yesNo(c.invoiced)}</dd>
        </div>
        <div>
          <dt>Lock Status</dt>
          <dd className={c.isLocked ? table.locked : table.open}>{LockStatus(c)}</dd>
        </div>
        <div>
          <dt>MI Info</dt>
          <dd className={styles.mi}>{mi === '—' ? '—' : String(mi).replace('\n', ' ')}</dd>
        </div>
      </dl>
      <div className={cards.actions} role="group" aria-label={`Actions for case ${who}`}>
        {openCaseLink(href, who, true)}
        {rowActionButtons(actions, who, true, c.legalHold)}
      </div>
      {held && <p className={styles.held}>{held}</p>}
    </li>
  );
});

/** Cards for a phone; `selectable`, `selection`, `sortBy`... are the table's (case-table.tsx). */
export const CaseCards = memo(function CaseCards(props: CaseTableProps) {
  const { cases, selection, onSelectionChange, sortBy, sortOrder, onSort, actionsFor, onAction, loading } =
    props;
  const selectable = props.selectable ?? true;
  const listSearch = props.listSearch ?? '';
  const navigate = useNavigate();
  const byId = useMemo(() => new Map(cases.map((c) => [String(c.id), c])), [cases]);
  const latest = useRef({ byId, selection, onSelectionChange, onAction, navigate });
  latest.current = { byId, selection, onSelectionChange, onAction, navigate };

  const onCheck = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    const id = event.currentTarget.closest<HTMLElement>('[data-id]')?.dataset.id;
    if (!id) return;
    const { selection: current, onSelectionChange: change } = latest.current;
    const next = { ...current };
    if (event.currentTarget.checked) next[id] = true;
    else delete next[id];
    change(next);
  }, []);
  const onClick = useCallback((event: MouseEvent<HTMLElement>) => {
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

  const selectedCount = cases.filter((c) => selection[c.id]).length;
  const allSelected = cases.length > 0 && selectedCount === cases.length;
  const selectAll = (event: ChangeEvent<HTMLInputElement>) =>
    onSelectionChange(
      event.currentTarget.checked ? Object.fromEntries(cases.map((c) => [String(c.id), true])) : {},
    );

  return (
    <div aria-busy={loading || undefined} {...tips.handlers}>
      <div className={styles.toolbar}>
        {selectable && (
          <label className={styles.selectAll}>
            <input
              type="checkbox"
              className={table.checkbox}
              checked={allSelected}
              disabled={cases.length === 0}
              ref={(el) => {
                if (el) el.indeterminate = selectedCount > 0 && !allSelected;
              }}
              onChange={selectAll}
            />
            Select all cases on this page
          </label>
        )}
        <div className={styles.sorts} role="group" aria-label="Sort cases">
          <span aria-hidden="true">Sort:</span>
          {SORTS.map(({ field, label }) => {
            const active = sortBy === field;
            const order = sortOrder === 'desc' ? 'descending' : 'ascending';
            return (
              <button
                key={field}
                type="button"
                className={active ? `${styles.sort} ${styles.sortActive}` : styles.sort}
                aria-pressed={active}
                aria-label={active ? `Sort by ${label}, ${order}` : `Sort by ${label}`}
                onClick={() => onSort(field)}
              >
                {label}
                <span aria-hidden="true">{active ? (sortOrder === 'desc' ? ' ↓' : ' ↑') : ' ↕'}</span>
              </button>
            );
          })}
        </div>
      </div>
      {cases.length === 0 ? (
        <p className={`${cards.empty} ${styles.empty}`}>{loading ? 'Loading cases...' : 'No cases found'}</p>
      ) : (
        <ul className={cards.list} aria-label="Cases" onClick={onClick}>
          {cases.map((c) => (
            <CaseCard
              key={c.id}
              c={c}
              selectable={selectable}
              selected={Boolean(selection[c.id])}
              actions={actionsFor(c).join(',')}
              listSearch={listSearch}
              onCheck={onCheck}
            />
          ))}
        </ul>
      )}
      {tips.layer}
    </div>
  );
});
