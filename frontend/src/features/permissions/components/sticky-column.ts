import type { CSSProperties } from 'react';

/** At phone width the tables scroll sideways under their first column, which stays in view. */
export const STICKY: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
};

export const ROLE_COLUMN_WIDTH = 84;
