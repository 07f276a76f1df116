import '@mantine/charts/styles.css';
import { PieChart } from '@mantine/charts';
import { Card, Group, Stack, Text } from '@mantine/core';

import type { Stats } from '@/types/api';

/**
 * The sixth stat card (guide: screens): a pie of Merged Only, Cancelled Only and Both. recharts is heavy, so
 * callers load this file lazily: `lazy(() => import('@/components/overview/merged-cancelled-card'))`.
 */
export function MergedCancelledCard({ stats }: { stats: Stats | undefined }) {
  const slices = [
    { name: 'Merged Only', value: stats?.mergedOnly ?? 0, color: 'violet.6' },
    { name: 'Cancelled Only', value: stats?.cancelledOnly ?? 0, color: 'red.6' },
    { name: 'Both', value: stats?.cancelledAndMerged ?? 0, color: 'gray.6' },
  ];
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  // Zero slices would still draw a seam across a single full slice.
  const drawn = slices.filter((slice) => slice.value > 0);
  return (
    <Card withBorder radius="md" padding="md" aria-label="Merged & Cancelled">
      <Text size="sm" c="dimmed" fw={500} mb="xs">
        Merged &amp; Cancelled
      </Text>
      <Group gap="md" wrap="nowrap" align="center">
        {total > 0 ? (
          <PieChart
            data={drawn}
            size={88}
            withTooltip
            tooltipDataSource="segment"
            strokeWidth={drawn.length > 1 ? 1 : 0}
          />
        ) : (
          <Text size="sm" c="dimmed" w={88} ta="center">
            None
          </Text>
        )}
        <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {slices.map((slice) => (
            <Text component="li" size="sm" key={slice.name}>
              <Text span c={slice.color} fw={700}>
                ●
              </Text>{' '}
              {slice.name}: <b>{slice.value.toLocaleString('en-GB')}</b>
            </Text>
          ))}
        </Stack>
      </Group>
    </Card>
  );
}

export default MergedCancelledCard;
