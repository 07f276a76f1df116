import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';

import { summariseMi, type MiCounts } from '@/components/overview/mi-summary-rules';

function Share({
  label,
  count,
  percent,
  color,
}: {
  label: string;
  count: number;
  percent: number;
  color: string;
}) {
  return (
    <Card withBorder radius="md" padding="sm" bg={`${color}.0`}>
      <Text size="sm" fw={600} c={`${color}.9`}>
        {label}
      </Text>
      <Group gap="xs" align="baseline">
        <Text fz={24} fw={700} c={`${color}.8`}>
          {count.toLocaleString('en-GB')}
        </Text>
        <Text size="sm" c={`${color}.8`}>
          ({percent}%)
        </Text>
      </Group>
    </Card>
  );
}

/** "MI Classification Summary" of these counts; renders nothing while unknown or when none is classified. */
export function MiSummary({ counts }: { counts: MiCounts | null }) {
  const summary = counts && summariseMi(counts);
  if (!summary) return null;
  return (
    <Card withBorder radius="md" padding="md" mb="md" component="section" aria-labelledby="mi-summary-title">
      <Title id="mi-summary-title" order={2} size="h5" mb={4}>
        MI Classification Summary
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {summary.total.toLocaleString('en-GB')} sent {summary.total === 1 ? 'case' : 'cases'} with MI
        information
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <Share
          label="Impecunious (deficit)"
          count={summary.deficit}
          percent={summary.deficitPercent}
          color="red"
        />
        <Share
          label="Impecunious (STUS) (surplus)"
          count={summary.surplus}
          percent={summary.surplusPercent}
          color="green"
        />
      </SimpleGrid>
    </Card>
  );
}
