/**
 * The table's and cards' cells for who handles a case and when it is due: hook-free functions returning plain
 * elements, like the other cells (case-cells.tsx).
 */
import type { ReactNode } from 'react';

import { TurnaroundBadge } from '@/components/case-view/turnaround-badge';
import { assigneeName } from '@/features/cases/rules/assignment';
import type { Case } from '@/types/api';
import * as styles from './case-table.module.css';

/** The turnaround clock: its state in words over the due date. */
export function DueCell(c: Case): ReactNode {
  return <TurnaroundBadge turnaround={c.turnaround} />;
}

/** The handler's name, or "Unassigned" (dimmed). */
export function AssigneeCell(c: Case): ReactNode {
  return c.assignee ? assigneeName(c.assignee) : <span className={styles.muted}>Unassigned</span>;
}
