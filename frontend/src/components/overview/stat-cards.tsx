import type { ReactNode } from 'react';
import { Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';

import type { Stats } from '@/types/api';

/** The status filter a stat card selects; "all" (Total) resets the filter (guide: screens). */
export type StatStatus = 'all' | 'need_instructions' | 'on_hold' | 'in_production' | 'sent';
/** The turnaround cards: each filters on its clock state, and is pressed while that filter is on. */
export type TurnaroundCard = 'overdue' | 'due_soon';
export type StatCardKey = StatStatus | TurnaroundCard;

type CardDef = { key: StatCardKey; label: string; value: (stats: Stats) => number; color: string };

const CARDS: CardDef[] = [
  { key: 'all', label: 'Total Cases', value: (s) => s.total, color: 'blue.7' },
  {
    key: 'need_instructions',
    label: 'Need Instructions',
    value: (s) => s.needInstructions,
    color: 'orange.7',
  },
  { key: 'on_hold', label: 'On Hold', value: (s) => s.onHold, color: 'yellow.8' },
  { key: 'in_production', label: 'In Production', value: (s) => s.inProduction, color: 'indigo.7' },
  { key: 'sent', label: 'Completed', value: (s) => s.completed, color: 'green.7' },
];

const TURNAROUND_CARDS: CardDef[] = [
  { key: 'overdue', label: 'Overdue', value: (s) => s.overdue ?? 0, color: 'red.8' },
  { key: 'due_soon', label: 'Due Soon', value: (s) => s.dueSoon ?? 0, color: 'orange.8' },
];

export function StatCards({
  stats,
  filtered = false,
  activeStatus = 'all',
  activeTurnaround = null,
  showTurnaround = false,
  onSelect,
}: {
  /** Undefined while loading: the cards show a dash. */
  stats: Stats | undefined;
  /** Any filter active: the first card reads "Filtered Cases". */
  filtered?: boolean;
  activeStatus?: StatStatus;
  /** The turnaround card whose filter is on (the Total card is then not pressed). */
  activeTurnaround?: TurnaroundCard | null;
  /** The Overdue and Due Soon cards (the staff dashboard's). */
  showTurnaround?: boolean;
  /** Without it the cards are not clickable. */
  onSelect?: (card: StatCardKey) => void;
}) {
  const cards = showTurnaround ? [...CARDS, ...TURNAROUND_CARDS] : CARDS;
  const isActive = (key: StatCardKey) => {
    if (key === 'overdue' || key === 'due_soon') return activeTurnaround === key;
    if (key === 'all') return activeStatus === 'all' && !activeTurnaround;
    return activeStatus === key;
  };
  return (
    <SimpleGrid
      cols={showTurnaround ? { base: 2, sm: 4, lg: 7 } : { base: 2, sm: 3, lg: 5 }}
      spacing="sm"
      mb="md"
    >
      {cards.map((card) => {
        const label = card.key === 'all' && filtered ? 'Filtered Cases' : card.label;
        const value = stats ? card.value(stats).toLocaleString('en-GB') : '–';
        const active = Boolean(onSelect) && isActive(card.key);
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
            key={card.key}
            withBorder
            radius="md"
            padding="md"
            style={active ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
          >
            {onSelect ? (
              <UnstyledButton
                onClick={() => onSelect(card.key)}
                aria-pressed={active}
                data-testid={`stat-${card.key}`}
                style={{ width: '100%' }}
              >
                {body}
              </UnstyledButton>
            ) : (
              <div data-testid={`stat-${card.key}`}>{body}</div>
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
