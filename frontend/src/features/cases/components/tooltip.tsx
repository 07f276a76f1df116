// Loaded on demand by LazyTipLayer: only Mantine's Tooltip (and floating-ui) in this chunk.
import '@mantine/core/styles/Tooltip.css';
import { Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/** One tooltip for the whole table, positioned on whichever trigger element is hovered or focused. */
export default function TipLayer({
  target,
  opened,
  label,
}: {
  target: HTMLElement;
  opened: boolean;
  label: ReactNode;
}) {
  return <Tooltip target={target} opened={opened} label={label} multiline maw={320} withArrow withinPortal />;
}
