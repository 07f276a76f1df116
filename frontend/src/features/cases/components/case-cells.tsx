import { MI_TYPE_LABELS, ON_HOLD_REASON_LABELS, statusLabel } from '@/components/overview/case-labels';
/**
 * Cell contents of the case table: hook-free functions returning plain elements with CSS classes, called
 * directly by the row (no component per cell). Tooltip triggers are <span data-tip="..."> handled by the
 * table's single delegated tooltip (lazy-tip.tsx); `tipContent` builds what it shows, and the merge tooltip
 * fetches its lists only then.
 */
import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';

import type { Case, MergedEntry } from '@/types/api';
import { useCase } from '@/features/cases/api/get-case';
import { useMergedCases } from '@/features/cases/api/get-merged-cases';
import {
  firstEntries,
  isKamUnknown,
  miSubLabel,
  NOT_KNOWN,
  NOT_KNOWN_TOOLTIP,
} from '@/features/cases/rules/case-display';
import { documentsCount, documentsCountLabel } from '@/features/cases/rules/documents';
import { holdBlocks } from '@/features/cases/rules/legal-hold';
import { requestMarker } from '@/features/cases/rules/requests';
import { formatDateTime, formatMoney } from '@/lib/format';
import { OPEN_CASE_LABEL, ROW_ACTION_LABELS, type RowAction } from '@/features/cases/rules/row-actions';
import type { TipKind } from './lazy-tip';
import { StatusMenuButton } from './status-menu-button';
import * as styles from './case-table.module.css';

export const MERGED_TIP_LIMIT = 3;
export const MASTER_TIP_LIMIT = 5;

const STATUS_CLASSES: Record<string, string> = {
  need_instructions_new: `${styles.badge} ${styles.wrap} ${styles.yellow}`,
  need_instructions_hire: `${styles.badge} ${styles.wrap} ${styles.orange}`,
  in_production: `${styles.badge} ${styles.wrap} ${styles.blue}`,
  on_hold: `${styles.badge} ${styles.wrap} ${styles.red}`,
  sent: `${styles.badge} ${styles.wrap} ${styles.green}`,
};
const STATUS_OTHER = `${styles.badge} ${styles.wrap} ${styles.gray}`;
const TIP_WARN = `${styles.tip} ${styles.warn}`;
const TIP_NOT_KNOWN = `${styles.tip} ${styles.notKnown}`;
/** The requests' marker: a small badge in words (the colour only repeats them), on its own line under the ID. */
const REQUEST_RECEIVED = `${styles.badge} ${styles.request} ${styles.teal}`;
const REQUEST_OVERDUE = `${styles.badge} ${styles.request} ${styles.red}`;

const DUP_WHAT: Record<'dupKam' | 'dupClient' | 'dupBhruk', string> = {
  dupKam: 'KAM ID',
  dupClient: 'client name',
  dupBhruk: 'BHR UK ID',
};

const dupText = (kind: keyof typeof DUP_WHAT, count: number) =>
  `Duplicate ${DUP_WHAT[kind]}: ${count} cases share this value`;

/** A tooltip trigger: focusable, named for screen readers by its short text. */
function tip(kind: TipKind, ariaLabel: string, className: string, children: ReactNode) {
  return (
    <span className={className} data-tip={kind} tabIndex={0} role="img" aria-label={ariaLabel}>
      {children}
    </span>
  );
}

function dup(kind: keyof typeof DUP_WHAT, count: number) {
  return tip(kind, dupText(kind, count), TIP_WARN, `⚠ ${count}`);
}

export function CompanyCell(c: Case): ReactNode {
  if (!c.isCancelled && !c.isMerged && c.mergedCasesCount === 0) return c.widget;
  return (
    <>
      {c.widget}
      <span className={styles.badges}>
        {c.isCancelled && (
          <span
            className={`${styles.badge} ${styles.red}`}
            title={c.cancellationReason ? `Cancelled: ${c.cancellationReason}` : 'Cancelled'}
          >
            Cancelled
          </span>
        )}
        {c.isMerged &&
          tip(
            'merged',
            `Merged into case #${c.mergedIntoId ?? '?'}`,
            `${styles.tip} ${styles.badge} ${styles.gray}`,
            'Merged',
          )}
        {c.mergedCasesCount > 0 &&
          tip(
            'master',
            `Master (${c.mergedCasesCount}): ${c.mergedCasesCount} cases merged into this case`,
            `${styles.tip} ${styles.badge} ${styles.violet}`,
            `Master (${c.mergedCasesCount})`,
          )}
      </span>
    </>
  );
}

export function ObLinkCell(c: Case): ReactNode {
  const link = c.externalUserId;
  if (/^https?:\/\//i.test(link)) {
    return (
      <a href={link} target="_blank" rel="noopener noreferrer" title={link}>
        {link}
      </a>
    );
  }
  return link;
}

const dateCache = new Map<string, string>();

/**
 * Date over time as one text node (the <td> has the twoLines class); the formatted strings are cached, so
 * a page re-render does not re-run Intl.
 */
export function CreatedAtCell(c: Case): ReactNode {
  let text = dateCache.get(c.createdAt);
  if (text === undefined) {
    text = formatDateTime(c.createdAt).replace(', ', '\n');
    if (dateCache.size > 5000) dateCache.clear();
    dateCache.set(c.createdAt, text);
  }
  return text;
}

export function KamCell(c: Case): ReactNode {
  const unknown = isKamUnknown(c.kamId);
  if (!c.isDuplicateKamId && !unknown) return c.kamId;
  return (
    <>
      {unknown ? tip('notKnown', `${NOT_KNOWN}: ${NOT_KNOWN_TOOLTIP}`, TIP_NOT_KNOWN, NOT_KNOWN) : c.kamId}
      {c.isDuplicateKamId && dup('dupKam', c.duplicateKamIdCount)}
    </>
  );
}

export function ClientNameCell(c: Case): ReactNode {
  if (!c.isDuplicateClientName) return c.clientName;
  return (
    <>
      {c.clientName}
      {dup('dupClient', c.duplicateClientNameCount)}
    </>
  );
}

/**
 * The BHR UK ID, with its duplicate warning, its documents' paperclip count and its requests' marker (Documents
 * received, Overdue request); a link to the case's page when `href` is given (a plain <a data-case-link>: the list's one click
 * handler follows it inside the app, `followCaseLink`; a new tab or a copied link works as for any link).
 */
export function BhrukCell(c: Case, href?: string): ReactNode {
  const id = c.bhrukId ?? '';
  const text =
    href && id ? (
      <a href={href} data-case-link="">
        {id}
      </a>
    ) : (
      id
    );
  const docs = documentsCount(c);
  const marker = requestMarker(c);
  if (!c.isDuplicateBhrukId && docs === 0 && !marker) return text;
  return (
    <>
      {text}
      {c.isDuplicateBhrukId && dup('dupBhruk', c.duplicateBhrukIdCount)}
      {docs > 0 && documentsClip(docs)}
      {marker && (
        <span className={marker === 'Overdue request' ? REQUEST_OVERDUE : REQUEST_RECEIVED}>{marker}</span>
      )}
    </>
  );
}

/** The paperclip and the number of documents, named in words ("3 documents"): a plain element, no hook. */
function documentsClip(count: number): ReactNode {
  return (
    <span className={styles.docs} role="img" aria-label={documentsCountLabel(count)}>
      {count}
    </span>
  );
}

/**
 * The status badge, with the on-hold reason and the MI sub-label under it. `menuFor`: the case's name when its
 * user may change its status from the list (rules/status-menu offersStatusMenu): the badge is then the
 * trigger of the status menu.
 */
export function StatusCell(c: Case, menuFor?: string): ReactNode {
  const sub = miSubLabel(c);
  const badge = STATUS_CLASSES[c.currentStatus] ?? STATUS_OTHER;
  return (
    <>
      {menuFor ? (
        <StatusMenuButton c={c} who={menuFor} className={`${badge} ${styles.statusButton}`} />
      ) : (
        <span className={badge}>{statusLabel(c.currentStatus)}</span>
      )}
      {c.currentStatus === 'on_hold' && c.onHoldReason && (
        <span className={styles.sub}>{ON_HOLD_REASON_LABELS[c.onHoldReason]}</span>
      )}
      {sub && <span className={styles.sub}>{sub}</span>}
    </>
  );
}

/** MI type over the amount, one text node (the <td> has the twoLines class); a grey dash for none. */
export function MiCell(c: Case): ReactNode {
  const hasAmount = c.miAmount !== null && c.miAmount !== undefined;
  if (!c.miType && !hasAmount) return '—';
  return `${c.miType ? MI_TYPE_LABELS[c.miType] : ''}\n${hasAmount ? formatMoney(c.miAmount) : ''}`;
}

/** The MI cell's <td> class: the dash for none is grey. */
export const miTdClass = (c: Case) =>
  !c.miType && (c.miAmount === null || c.miAmount === undefined) ? styles.muted : styles.twoLines;

export const TWO_LINES = styles.twoLines;

function entryText(e: Pick<MergedEntry, 'widget' | 'externalUserId' | 'bhrukId' | 'clientName'>): string {
  return [e.bhrukId, e.clientName, `${e.widget} · ${e.externalUserId}`].filter(Boolean).join(' — ');
}

function EntryList({ entries, total, limit }: { entries: MergedEntry[]; total: number; limit: number }) {
  const { shown, more } = firstEntries(entries, total, limit);
  return (
    <>
      <ul className={styles.tipList}>
        {shown.map((e) => (
          <li key={e.id}>{entryText(e)}</li>
        ))}
      </ul>
      {more > 0 && <div>and {more} more</div>}
    </>
  );
}

function toEntry(m: Case): MergedEntry {
  return {
    id: m.id,
    widget: m.widget,
    externalUserId: m.externalUserId,
    bhrukId: m.bhrukId,
    clientName: m.clientName,
    mergedAt: m.mergedAt,
  };
}

/** Fetched only when the tooltip first shows: the master (GET /api/cases/{mergedIntoId}) and its merged cases. */
function MergedTipContent({ c }: { c: Case }) {
  const master = useCase(c.mergedIntoId);
  const merged = useMergedCases(c.mergedIntoId, true);
  const entries = (merged.data ?? []).map(toEntry);
  return (
    <div>
      <strong>Merged case</strong>: merged into master case #{c.mergedIntoId}
      {c.mergedAt ? ` on ${formatDateTime(c.mergedAt)}` : ''}
      {(master.isLoading || merged.isLoading) && <div>Loading...</div>}
      {master.data && <div>Master: {entryText(master.data)}</div>}
      {entries.length > 0 && (
        <>
          <div>Merged cases ({entries.length}):</div>
          <EntryList entries={entries} total={entries.length} limit={MERGED_TIP_LIMIT} />
        </>
      )}
    </div>
  );
}

/**
 * What a trigger's tooltip shows: the Not Known hint, a duplicate count, the master's merged cases (up to
 * 5, from the row's mergedIntoCases), a merged case's master group (up to 3, fetched on first show) or an
 * icon-only action button's label.
 */
export function tipContent(kind: TipKind, c: Case, trigger?: HTMLElement): ReactNode {
  switch (kind) {
    case 'action':
      return ROW_ACTION_LABELS[trigger?.dataset.action as RowAction] ?? null;
    case 'open':
      return `${OPEN_CASE_LABEL} page`;
    case 'held':
      return holdBlocks(c, trigger?.dataset.action as RowAction);
    case 'notKnown':
      return NOT_KNOWN_TOOLTIP;
    case 'dupKam':
      return dupText(kind, c.duplicateKamIdCount);
    case 'dupClient':
      return dupText(kind, c.duplicateClientNameCount);
    case 'dupBhruk':
      return dupText(kind, c.duplicateBhrukIdCount);
    case 'master':
      return (
        <div>
          <strong>Master case</strong>: {c.mergedCasesCount} merged{' '}
          {c.mergedCasesCount === 1 ? 'case' : 'cases'}
          <EntryList entries={c.mergedIntoCases} total={c.mergedCasesCount} limit={MASTER_TIP_LIMIT} />
        </div>
      );
    case 'merged':
      return <MergedTipContent key={c.id} c={c} />;
  }
}

/** Open/Locked, and a badge for a case on legal hold (guide: privacy): the table's cell, a card's and the details'. */
export function LockStatus(c: Pick<Case, 'isLocked' | 'legalHold'>) {
  return (
    <>
      {c.isLocked ? 'Locked' : 'Open'}
      {c.legalHold && (
        <Badge color="orange" variant="light" size="xs" ml={4}>
          Legal hold
        </Badge>
      )}
    </>
  );
}
