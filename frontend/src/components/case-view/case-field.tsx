import type { ReactNode } from 'react';
import { SimpleGrid, Text } from '@mantine/core';

/** One read-only value with its label, as the case details dialog, the case page and the portal show it. */
export function CaseField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} component="dd" m={0}>
        {children === '' || children === null || children === undefined ? '—' : children}
      </Text>
    </div>
  );
}

/** Read-only values in a grid: one column on a phone, two from a small tablet up. */
export function CaseFieldGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
      {children}
    </SimpleGrid>
  );
}
