import type { ReactNode } from 'react';

import { formatDate } from '@/lib/format';
import { TURNAROUND_COLOURS, TURNAROUND_LABELS, turnaroundName } from '@/lib/turnaround';
import type { Turnaround } from '@/types/api';
import * as styles from './turnaround-badge.module.css';

/**
 * The turnaround clock of a case: its state in words on a coloured pill (colour never alone) over the due date
 * (dd/mm/yyyy), named as one ("Due 04/12/2026, Overdue"). Plain elements and no hooks, so the case table's rows can
 * call it cheaply; a case without a clock (an older answer) shows a dash.
 */
export function TurnaroundBadge({ turnaround }: { turnaround: Turnaround | null | undefined }): ReactNode {
  if (!turnaround) return '—';
  const colour = styles[TURNAROUND_COLOURS[turnaround.state]] ?? styles.gray;
  return (
    <span className={styles.badge} role="img" aria-label={turnaroundName(turnaround)}>
      <span className={`${styles.word} ${colour}`}>
        {TURNAROUND_LABELS[turnaround.state] ?? turnaround.state}
      </span>
      {turnaround.dueDate && <span className={styles.date}>Due {formatDate(turnaround.dueDate)}</span>}
    </span>
  );
}
