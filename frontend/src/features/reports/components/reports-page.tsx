import '@mantine/charts/styles.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Table.css';
import { useEffect, useMemo, useState } from 'react';
import { BarChart, LineChart } from '@mantine/charts';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Table, Text } from '@mantine/core';

import { PageLayout } from '@/components/layout/page-layout';
import { UkDateInput } from '@/components/ui/uk-date-input';
import { useAgeing } from '@/features/reports/api/get-ageing';
import { Section } from '@/features/reports/components/report-section';
import { TurnaroundSection } from '@/features/reports/components/turnaround-section';
import { COMPANY_FILTER_STALE_MS, useCompanies } from '@/data/companies';
import { useThroughput } from '@/features/reports/api/get-throughput';
import { useTimeToSend } from '@/features/reports/api/get-time-to-send';
import {
  AGE_COLORS,
  ageingChartData,
  days,
  dayLabel,
  EMPTY_REPORT_FILTERS,
  reportParams,
  THROUGHPUT_SERIES,
  throughputChartData,
  weekLabel,
  type AgeingReport,
  type ReportFilters,
  type ThroughputReport,
  type TimeToSendReport,
} from '@/features/reports/rules';
import { rangeError } from '@/lib/date-range';
import { ApiError, serverMessage } from '@/lib/api-client';
import { usePermissions } from '@/lib/permissions';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

// Recharts 3 sorts legend items by name unless told not to; the series order (youngest bucket first) reads better.
const KEEP_ORDER = { itemSorter: null };
const WHOLE_NUMBERS = { allowDecimals: false };

/** /reports (guide: screens#reports): ageing, throughput, time to send and turnaround for VIEW_SYSTEM_STATS, each chart
 * with its numbers. */
export function ReportsPage() {
  const access = usePermissions();
  const [filters, setFilters] = useState<ReportFilters>(EMPTY_REPORT_FILTERS);
  const invalid = rangeError(filters);
  // A half-typed or inverted range keeps the last valid answer on screen instead of asking the server.
  const [applied, setApplied] = useState(filters);
  useEffect(() => {
    if (!invalid) setApplied(filters);
  }, [filters, invalid]);
  const params = useMemo(() => reportParams(applied), [applied]);
  const ageing = useAgeing(useMemo(() => ({ company: applied.company }), [applied.company]));
  const throughput = useThroughput(params);
  const timeToSend = useTimeToSend(params);
  const companies = useCompanies({ staleTime: COMPANY_FILTER_STALE_MS });
  const onUnauthorized = useUnauthorizedHandler();
  const error = ageing.error ?? throughput.error ?? timeToSend.error;
  useEffect(() => {
    if (error) onUnauthorized(error);
  }, [error, onUnauthorized]);

  const forbidden = !access.can('view_system_stats') || (error instanceof ApiError && error.status === 403);
  if (forbidden) {
    return (
      <PageLayout title="Reports">
        <Alert color="red" title="Access Denied">
          You do not have permission to view reports.
        </Alert>
      </PageLayout>
    );
  }
  const set = (patch: Partial<ReportFilters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <PageLayout title="Reports">
      <Paper withBorder p="md" radius="md" mb="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Company"
            placeholder="All companies"
            data={companies.data ?? []}
            value={filters.company || null}
            onChange={(value) => set({ company: value ?? '' })}
            searchable
            clearable
            w={{ base: '100%', sm: 240 }}
          />
          <UkDateInput
            label="From"
            value={filters.dateFrom}
            onChange={(dateFrom) => set({ dateFrom })}
            w={{ base: '47%', sm: 160 }}
          />
          <UkDateInput
            label="To"
            value={filters.dateTo}
            onChange={(dateTo) => set({ dateTo })}
            error={invalid}
            w={{ base: '47%', sm: 160 }}
          />
          <Button variant="subtle" onClick={() => setFilters(EMPTY_REPORT_FILTERS)}>
            Clear
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt="xs">
          Weeks run Monday to Sunday (London time). Without dates: the last 26 weeks. Ageing is as of now;
          turnaround takes the whole months the dates fall in.
        </Text>
        {error && !(error instanceof ApiError && error.status === 401) && (
          <Text c="red" size="sm" mt="xs" role="alert">
            {serverMessage(error, 'Failed to load the reports.')}
          </Text>
        )}
      </Paper>

      {ageing.data && <AgeingSection report={ageing.data} busy={ageing.isFetching} />}
      {throughput.data && <ThroughputSection report={throughput.data} busy={throughput.isFetching} />}
      {timeToSend.data && <TimeToSendSection report={timeToSend.data} busy={timeToSend.isFetching} />}
      <TurnaroundSection filters={applied} />
    </PageLayout>
  );
}

function AgeingSection({ report, busy }: { report: AgeingReport; busy: boolean }) {
  const series = report.buckets.map((name, i) => ({ name, color: AGE_COLORS[i] ?? 'gray.6' }));
  return (
    <Section title="Ageing of open cases" busy={busy}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <BarChart
          h={260}
          data={ageingChartData(report)}
          dataKey="status"
          type="stacked"
          orientation="vertical"
          yAxisProps={{ width: 150 }}
          series={series}
          withLegend
          legendProps={KEEP_ORDER}
          xAxisProps={WHOLE_NUMBERS}
          aria-label="Ageing chart"
        />
        <Table.ScrollContainer minWidth={420}>
          <Table withTableBorder striped aria-label="Ageing numbers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Status</Table.Th>
                {report.buckets.map((bucket) => (
                  <Table.Th key={bucket} ta="right">
                    {bucket}
                  </Table.Th>
                ))}
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>{row.label}</Table.Td>
                  {row.counts.map((count, i) => (
                    <Table.Td key={i} ta="right">
                      {count}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" fw={600}>
                    {row.total}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </SimpleGrid>
    </Section>
  );
}

function ThroughputSection({ report, busy }: { report: ThroughputReport; busy: boolean }) {
  return (
    <Section title="Throughput per week" busy={busy}>
      <Text size="sm" c="dimmed" mb="xs">
        {dayLabel(report.dateFrom)} to {dayLabel(report.dateTo)}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <LineChart
          h={260}
          data={throughputChartData(report)}
          dataKey="week"
          series={THROUGHPUT_SERIES}
          withLegend
          legendProps={KEEP_ORDER}
          yAxisProps={WHOLE_NUMBERS}
          curveType="linear"
          aria-label="Throughput chart"
        />
        <Table.ScrollContainer minWidth={360} maxHeight={260}>
          <Table withTableBorder striped stickyHeader aria-label="Throughput numbers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Week of</Table.Th>
                {THROUGHPUT_SERIES.map((s) => (
                  <Table.Th key={s.name} ta="right">
                    {s.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr fw={600}>
                <Table.Td>Total</Table.Td>
                {THROUGHPUT_SERIES.map((s) => (
                  <Table.Td key={s.name} ta="right">
                    {report.totals[s.name]}
                  </Table.Td>
                ))}
              </Table.Tr>
              {[...report.weeks].reverse().map((week) => (
                <Table.Tr key={week.weekStart}>
                  <Table.Td>{weekLabel(week.weekStart)}</Table.Td>
                  {THROUGHPUT_SERIES.map((s) => (
                    <Table.Td key={s.name} ta="right">
                      {week[s.name]}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </SimpleGrid>
    </Section>
  );
}

function TimeToSendSection({ report, busy }: { report: TimeToSendReport; busy: boolean }) {
  return (
    <Section title="Time to send" busy={busy}>
      <Text size="sm" c="dimmed" mb="xs">
        Days from creation to Sent for cases sent {dayLabel(report.dateFrom)} to {dayLabel(report.dateTo)}
      </Text>
      {report.rows.length === 0 ? (
        <Text c="dimmed">No case was sent in this range.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <BarChart
            h={Math.max(160, report.rows.length * 48)}
            data={report.rows}
            dataKey="company"
            orientation="vertical"
            yAxisProps={{ width: 130 }}
            series={[
              { name: 'medianDays', label: 'Median', color: 'blue.6' },
              { name: 'p90Days', label: '90th percentile', color: 'orange.6' },
            ]}
            valueFormatter={days}
            withLegend
            legendProps={KEEP_ORDER}
            aria-label="Time to send chart"
          />
          <Table.ScrollContainer minWidth={360}>
            <Table withTableBorder striped aria-label="Time to send numbers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Company</Table.Th>
                  <Table.Th ta="right">Cases</Table.Th>
                  <Table.Th ta="right">Median</Table.Th>
                  <Table.Th ta="right">90th percentile</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.rows.map((row) => (
                  <Table.Tr key={row.company}>
                    <Table.Td>{row.company}</Table.Td>
                    <Table.Td ta="right">{row.cases}</Table.Td>
                    <Table.Td ta="right">{days(row.medianDays)}</Table.Td>
                    <Table.Td ta="right">{days(row.p90Days)}</Table.Td>
                  </Table.Tr>
                ))}
                {report.overall && (
                  <Table.Tr fw={600}>
                    <Table.Td>All companies</Table.Td>
                    <Table.Td ta="right">{report.overall.cases}</Table.Td>
                    <Table.Td ta="right">{days(report.overall.medianDays)}</Table.Td>
                    <Table.Td ta="right">{days(report.overall.p90Days)}</Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </SimpleGrid>
      )}
    </Section>
  );
}
