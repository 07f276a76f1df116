import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

/** One report of the Reports page: a titled section, busy while its numbers are refreshed. */
export function Section({ title, busy, children }: { title: string; busy: boolean; children: ReactNode }) {
  const id = `report-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      mb="md"
      component="section"
      aria-labelledby={id}
      aria-busy={busy || undefined}
    >
      <Title id={id} order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
