import type { MouseEvent, ReactNode } from 'react';

import * as styles from './skip-link.module.css';

/**
 * WCAG 2.4.1 (bypass blocks): a link that moves focus past the top bar to `targetId` (an element with
 * tabIndex -1). Hidden off screen until it has keyboard focus.
 */
export function SkipLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${targetId}`} className={styles.skipLink} onClick={onClick}>
      {children}
    </a>
  );
}
