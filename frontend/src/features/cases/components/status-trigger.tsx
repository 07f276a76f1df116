/** What the status menu's trigger shows and takes: shared by its placeholder and the menu (no import cycle). */
import type { ReactNode } from 'react';

import { statusLabel } from '@/components/overview/case-labels';
import type { Case } from '@/types/api';

export type StatusTriggerProps = {
  c: Case;
  /** The case as the row's buttons name it (row-action-buttons caseName). */
  who: string;
  /** The badge's classes (its colour; the label says the status too). */
  className: string;
};

/** The badge's face: the status and a caret showing it opens a menu. */
export function statusTriggerContent(c: Pick<Case, 'currentStatus'>): ReactNode {
  return (
    <>
      {statusLabel(c.currentStatus)}
      <span aria-hidden="true"> ▾</span>
    </>
  );
}
