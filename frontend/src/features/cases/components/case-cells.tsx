/**
 * Cell contents of the case table: plain elements and CSS classes only. Tooltips are LazyTip (mounted
 * on first hover/focus); the merge tooltips fetch their lists only then.
 */
import type { ReactNode } from 'react';

import type { Case, MergedEntry } from '@/types/api';
import { useCase } from '@/features/cases/api/get-case';
import { useMergedCases } from '@/features/cases/api/get-merged-cases';
import {
  firstEntries,
  formatDateTime,
  formatMoney,
  isKamUnknown,
  miSubLabel,
  MI_TYPE_LABELS,
  NOT_KNOWN,
  NOT_KNOWN_TOOLTIP,
  ON_HOLD_REASON_LABELS,
  statusLabel,
} from '@/features/cases/rules/case-display';
import { LazyTip } from './lazy-tip';
import * as styles from './case-table.module.css';

export const MERGED_TIP_LIMIT = 3;
export const MASTER_TIP_LIMIT = 5;

export function Badge({
  color,
  title,
  children,
}: {
  color: keyof typeof COLORS;
  title?: string;
  children: ReactNode;
}) {
  return (
    <span className={`${styles.badge} ${styles[COLORS[color]]}`} title={title}>
      {children}
    </span>
  );
}

const COLORS = {
  gray: 'gray',
  blue: 'blue',
  green: 'green',
  yellow: 'yellow',
  orange: 'orange',
  red: 'red',
  violet: 'violet',
  teal: 'teal',
} as const;

const STATUS_COLORS: Record<string, keyof typeof COLORS> = {
  need_instructions_new: 'yellow',
  need_instructions_hire: 'orange',
  in_production: 'blue',
  on_hold: 'red',
  sent: 'green',
};

function DuplicateWarning({ count, what }: { count: number; what: string }) {
  const text = `Duplicate ${what}: ${count} cases share this value`;
  return (
    <LazyTip label={text} ariaLabel={text} className={styles.warn}>
      ⚠ {count}
    </LazyTip>
  );
}

export function CompanyCell({ c }: { c: Case }) {
  if (!c.isCancelled && !c.isMerged && c.mergedCasesCount === 0) return c.widget;
  return (
    <>
      {c.widget}
      {(c.isCancelled || c.isMerged || c.mergedCasesCount > 0) && (
        <span className={styles.badges}>
          {c.isCancelled && (
            <Badge
              color="red"
              title={c.cancellationReason ? `Cancelled: ${c.cancellationReason}` : 'Cancelled'}
            >
              Cancelled
            </Badge>
          )}
          {c.isMerged && <MergedBadge c={c} />}
          {c.mergedCasesCount > 0 && <MasterBadge c={c} />}
        </span>
      )}
    </>
  );
}

function entryText(e: Pick<MergedEntry, 'widget' | 'externalUserId' | 'bhrukId' | 'clientName'>): string {
  return [e.bhrukId, e.clientName, `${e.widget} · ${e.externalUserId}`].filter(Boolean).join(' — ');
}

function EntryList({ entries, total, limit }: { entries: MergedEntry[]; total: number; limit: number }) {
  const { shown, more } = firstEntries(entries, total, limit);
  return (
    <>
      <ul style={{ margin: '4px 0 0', paddingLeft: 16 }}>
        {shown.map((e) => (
          <li key={e.id}>{entryText(e)}</li>
        ))}
      </ul>
      {more > 0 && <div>and {more} more</div>}
    </>
  );
}

/** Master badge: "Master (n)" whose tooltip lists up to 5 merged cases (from the row's mergedIntoCases). */
function MasterBadge({ c }: { c: Case }) {
  return (
    <LazyTip
      ariaLabel={`Master (${c.mergedCasesCount}): ${c.mergedCasesCount} cases merged into this case`}
      label={
        <div>
          <strong>Master case</strong>: {c.mergedCasesCount} merged{' '}
          {c.mergedCasesCount === 1 ? 'case' : 'cases'}
          <EntryList entries={c.mergedIntoCases} total={c.mergedCasesCount} limit={MASTER_TIP_LIMIT} />
        </div>
      }
    >
      <Badge color="violet">Master ({c.mergedCasesCount})</Badge>
    </LazyTip>
  );
}

/** Merged badge: its tooltip says the case is merged and lists up to 3 cases of its master's group. */
function MergedBadge({ c }: { c: Case }) {
  return (
    <LazyTip ariaLabel={`Merged into case #${c.mergedIntoId ?? '?'}`} label={<MergedTipContent c={c} />}>
      <Badge color="gray">Merged</Badge>
    </LazyTip>
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

export function ObLinkCell({ c }: { c: Case }) {
  const link = c.externalUserId;
  if (/^https?:\/\//i.test(link)) {
    return (
      <a className={styles.link} href={link} target="_blank" rel="noopener noreferrer" title={link}>
        {link}
      </a>
    );
  }
  return (
    <span className={styles.link} title={link}>
      {link}
    </span>
  );
}

export function KamCell({ c }: { c: Case }) {
  if (!c.isDuplicateKamId && !isKamUnknown(c.kamId)) return c.kamId;
  return (
    <span className={styles.nowrap}>
      {isKamUnknown(c.kamId) ? (
        <LazyTip
          label={NOT_KNOWN_TOOLTIP}
          ariaLabel={`${NOT_KNOWN}: ${NOT_KNOWN_TOOLTIP}`}
          className={styles.notKnown}
        >
          {NOT_KNOWN}
        </LazyTip>
      ) : (
        c.kamId
      )}
      {c.isDuplicateKamId && <DuplicateWarning count={c.duplicateKamIdCount} what="KAM ID" />}
    </span>
  );
}

export function ClientNameCell({ c }: { c: Case }) {
  if (!c.isDuplicateClientName) return c.clientName;
  return (
    <span>
      {c.clientName}
      {c.isDuplicateClientName && <DuplicateWarning count={c.duplicateClientNameCount} what="client name" />}
    </span>
  );
}

export function BhrukCell({ c }: { c: Case }) {
  if (!c.isDuplicateBhrukId) return c.bhrukId ?? '';
  return (
    <span className={styles.nowrap}>
      {c.bhrukId ?? ''}
      {c.isDuplicateBhrukId && <DuplicateWarning count={c.duplicateBhrukIdCount} what="BHR UK ID" />}
    </span>
  );
}

export function StatusCell({ c }: { c: Case }) {
  const sub = miSubLabel(c);
  return (
    <>
      <span className={`${styles.badge} ${styles.wrap} ${styles[STATUS_COLORS[c.currentStatus] ?? 'gray']}`}>
        {statusLabel(c.currentStatus)}
      </span>
      {c.currentStatus === 'on_hold' && c.onHoldReason && (
        <span className={styles.sub}>{ON_HOLD_REASON_LABELS[c.onHoldReason]}</span>
      )}
      {sub && <span className={styles.sub}>{sub}</span>}
    </>
  );
}

export function MiCell({ c }: { c: Case }) {
  if (!c.miType && (c.miAmount === null || c.miAmount === undefined))
    return <span className={styles.sub}>—</span>;
  return (
    <span className={styles.nowrap}>
      {c.miType ? MI_TYPE_LABELS[c.miType] : ''}
      {c.miAmount !== null && c.miAmount !== undefined && (
        <span className={styles.sub}>{formatMoney(c.miAmount)}</span>
      )}
    </span>
  );
}
