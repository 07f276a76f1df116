import { useMemo } from 'react';
import { LineChart } from '@mantine/charts';
import { SimpleGrid, Table, Text } from '@mantine/core';

import { useTurnaroundReport } from '@/features/reports/api/get-turnaround';
import { Section } from '@/features/reports/components/report-section';
import {
  ALL_COMPANIES,
  medianLabel,
  monthLabel,
  onTimeChartData,
  ratePercent,
  turnaroundParams,
  turnaroundTableRows,
  type ReportFilters,
} from '@/features/reports/rules';
import { ApiError, serverMessage } from '@/lib/api-client';
import type { TurnaroundRow } from '@/types/turnaround';

const PERCENT_AXIS = { domain: [0, 100], tickFormatter: (value: number) => `${value}%` };

function TurnaroundTable({ rows }: { rows: TurnaroundRow[] }) {
  return (
    <Table.ScrollContainer minWidth={640} maxHeight={320}>
      <Table withTableBorder striped stickyHeader aria-label="Turnaround numbers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Month</Table.Th>
            <Table.Th>Company</Table.Th>
            <Table.Th ta="right">Sent</Table.Th>
            <Table.Th ta="right">On time</Table.Th>
            <Table.Th ta="right">On-time rate</Table.Th>
            <Table.Th ta="right">Median working days</Table.Th>
            <Table.Th ta="right">Median days paused</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {turnaroundTableRows(rows).map((row) => (
            <Table.Tr
              key={`${row.month} ${row.company}`}
              fw={row.company === ALL_COMPANIES ? 600 : undefined}
            >
              <Table.Td>{monthLabel(row.month)}</Table.Td>
              <Table.Td>{row.company}</Table.Td>
              <Table.Td ta="right">{row.sent}</Table.Td>
              <Table.Td ta="right">{row.onTime}</Table.Td>
              <Table.Td ta="right">{ratePercent(row.onTimeRate)}</Table.Td>
              <Table.Td ta="right">{medianLabel(row.medianWorkingDays)}</Table.Td>
              <Table.Td ta="right">{medianLabel(row.medianPausedDays)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The turnaround report under the page's filters (its dates as whole months): each month's on-time rate as a chart,
 * and per month and company the cases sent, how many within their target, and the median working days taken and paused.
 */
export function TurnaroundSection({ filters }: { filters: ReportFilters }) {
  const params = useMemo(() => turnaroundParams(filters), [filters]);
  const report = useTurnaroundReport(params);
  // A refusal is the page's to show (Access Denied); a failure of this report alone is said here.
  if (report.error instanceof ApiError && [401, 403].includes(report.error.status)) return null;
  if (report.isError)
    return (
      <Section title="Turnaround" busy={false}>
        <Text c="red.8" size="sm" role="alert">
          {serverMessage(report.error, 'Failed to load the turnaround report.')}
        </Text>
      </Section>
    );
  if (!report.data) return null;
  const rows = report.data.rows;
  return (
    <Section title="Turnaround" busy={report.isFetching}>
      <Text size="sm" c="dimmed" mb="xs">
        Cases sent each month, and how many within their turnaround target (working days).
      </Text>
      {rows.length === 0 ? (
        <Text c="dimmed">No case was sent in this range.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <LineChart
            h={260}
            data={onTimeChartData(rows)}
            dataKey="month"
            series={[{ name: 'onTimeRate', label: 'On-time rate', color: 'teal.6' }]}
            yAxisProps={PERCENT_AXIS}
            valueFormatter={(value) => `${value}%`}
            withLegend
            curveType="linear"
            aria-label="On-time rate chart"
          />
          <TurnaroundTable rows={rows} />
        </SimpleGrid>
      )}
    </Section>
  );
}
