/**
 * The status badge of a case its user may edit, as the trigger of a menu that changes the status in one step
 * (rules/status-menu). The list renders a plain <button> per row; the Mantine Menu (status-menu.tsx, its own
 * chunk) is mounted on the first click only, as the Export menu is, so a 250-row page pays for one button a row.
 */
import { lazy, Suspense, useState } from 'react';

import { statusMenuLabel } from '@/features/cases/rules/status-menu';
import { statusTriggerContent, type StatusTriggerProps } from './status-trigger';

const StatusMenu = lazy(() => import(/* webpackChunkName: "status-menu" */ './status-menu'));

export function StatusMenuButton({ c, who, className }: StatusTriggerProps) {
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <button
      type="button"
      className={className}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={statusMenuLabel(who, c.currentStatus)}
      onClick={() => setWanted(true)}
    >
      {statusTriggerContent(c)}
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <StatusMenu c={c} who={who} className={className} />
    </Suspense>
  );
}
