import { lazy, Suspense, useState, type ReactNode } from 'react';

import * as styles from './case-table.module.css';

const Tooltip = lazy(() => import(/* webpackChunkName: "tooltip" */ './tooltip'));

/**
 * A tooltip that costs one <span> until first hovered or focused: the Mantine Tooltip (floating-ui and
 * its listeners) is loaded and mounted only then, so a 250-row page renders plain elements (docs/bench/frontend.md).
 * `label` may be a function so its content (and any query it runs) is built only when shown.
 */
export function LazyTip({
  label,
  children,
  ariaLabel,
  className,
}: {
  label: ReactNode | (() => ReactNode);
  children: ReactNode;
  /** What a screen reader hears for the trigger (the tooltip text when it is short). */
  ariaLabel?: string;
  className?: string;
}) {
  const [armed, setArmed] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = () => {
    setArmed(true);
    setOpened(true);
  };
  const hide = () => setOpened(false);
  const trigger = (
    <span
      className={[styles.tip, className].filter(Boolean).join(' ')}
      tabIndex={0}
      role={ariaLabel ? 'img' : undefined}
      aria-label={ariaLabel}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {children}
    </span>
  );
  if (!armed) return trigger;
  return (
    <Suspense fallback={trigger}>
      <Tooltip
        label={typeof label === 'function' ? (label as () => ReactNode)() : label}
        opened={opened}
        multiline
        maw={320}
        withArrow
        withinPortal
      >
        {trigger}
      </Tooltip>
    </Suspense>
  );
}
