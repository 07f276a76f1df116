import type { ReactNode } from 'react';
import { Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';

import type { Stats } from '@/types/api';

/** The status filter a stat card selects; "all" (Total) resets the filter (guide: screens). */
export type StatStatus = 'all' | 'need_instructions' | 'on_hold' | 'in_production' | 'sent';

type CardDef = { status: StatStatus; label: string; value: (stats: Stats) => number; color: string };

const CARDS: CardDef[] = [
  { status: 'all', label: 'Total Cases', value: (s) => s.total, color: 'blue.7' },
  {
    status: 'need_instructions',
    label: 'Need Instructions',
    value: (s) => s.needInstructions,
    color: 'orange.7',
  },
  { status: 'on_hold', label: 'On Hold', value: (s) => s.onHold, color: 'yellow.8' },
  { status: 'in_production', label: 'In Production', value: (s) => s.inProduction, color: 'indigo.7' },
  { status: 'sent', label: 'Completed', value: (s) => s.completed, color: 'green.7' },
];

export function StatCards({
  stats,
  filtered = false,
  activeStatus = 'all',
  onSelect,
}: {
  /** Undefined while loading: the cards show a dash. */
  stats: Stats | undefined;
  /** Any filter active: the first card reads "Filtered Cases". */
  filtered?: boolean;
  activeStatus?: StatStatus;
  /** Without it the cards are not clickable. */
  onSelect?: (status: StatStatus) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" mb="md">
      {CARDS.map((card) => {
        const label = card.status === 'all' && filtered ? 'Filtered Cases' : card.label;
        const value = stats ? card.value(stats).toLocaleString('en-GB') : '–';
        const active = Boolean(onSelect) && activeStatus === card.status;
        const body: ReactNode = (
          <>
            <Text size="sm" c="dimmed" fw={500}>
              {label}
            </Text>
            <Text fw={700} fz={28} c={card.color} lh={1.2}>
              {value}
            </Text>
          </>
        );
        return (
          <Card
            key={card.status}
            withBorder
            radius="md"
            padding="md"
            style={active ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
          >
            {onSelect ? (
              <UnstyledButton
                onClick={() => onSelect(card.status)}
                aria-pressed={active}
                data-testid={`stat-${card.status}`}
                style={{ width: '100%' }}
              >
                {body}
              </UnstyledButton>
            ) : (
              <div data-testid={`stat-${card.status}`}>{body}</div>
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
