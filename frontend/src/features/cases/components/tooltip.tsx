// Loaded on demand by LazyTip: only Mantine's Tooltip (and floating-ui) in this chunk.
import '@mantine/core/styles/Tooltip.css';

export { Tooltip as default } from '@mantine/core';
