import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Group, Loader, Select, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';

import { PageLayout } from '@/components/layout/page-layout';
import { MiSummary } from '@/components/overview/mi-summary';
import { countMi } from '@/components/overview/mi-summary-rules';
import { StatCards, type StatStatus } from '@/components/overview/stat-cards';
import { WelcomeBanner } from '@/components/overview/welcome-banner';
import { caseKeys } from '@/data/query-keys';
import { usePortalCases } from '@/features/portal/api/get-portal-cases';
import { usePortalStats } from '@/features/portal/api/get-portal-stats';
import {
  DATE_RANGES,
  filterPortalCases,
  STATUS_FILTERS,
  type DateRange,
  type PortalStatus,
} from '@/features/portal/rules';
import { PortalCasesTable } from '@/features/portal/components/portal-cases-table';
import { displayName } from '@/lib/display-name';
import { usePermissions } from '@/lib/permissions';
import { focusSearchTarget, SEARCH_TARGET_ATTR } from '@/lib/shortcuts';
import { useUnauthorizedHandler } from '@/lib/unauthorized';
import { useShortcuts } from '@/lib/use-shortcuts';

/** Typing waits this long before the list and the cards follow. */
export const PORTAL_SEARCH_DEBOUNCE_MS = 300;

/** The client portal (guide: screens): a read-only view of the client's own company's cases. */
export function ClientPortal() {
  const { user, role } = usePermissions();
  const queryClient = useQueryClient();
  const handleUnauthorized = useUnauthorizedHandler();
  const [status, setStatus] = useState<PortalStatus>('all');
  const [range, setRange] = useState<DateRange>('all');
  // guide: screens#search-box: the search box asks the server (list and stat cards alike, after a pause in typing), so
  // the search rule lives once; status and date range filter the loaded rows here, as guide: screens#filters has them.
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const applySearch = useDebouncedCallback(
    (text: string) => setSearch(text.trim()),
    PORTAL_SEARCH_DEBOUNCE_MS,
  );
  useShortcuts({ search: () => void focusSearchTarget() });

  const cases = usePortalCases(search);
  const stats = usePortalStats(search ? { status, search } : { status });

  const loadError = cases.error ?? stats.error;
  useEffect(() => {
    if (loadError) handleUnauthorized(loadError);
  }, [loadError, handleUnauthorized]);

  const miCounts = useMemo(() => countMi(cases.data ?? []), [cases.data]);
  const visible = useMemo(
    () => filterPortalCases(cases.data ?? [], { status, range }),
    [cases.data, status, range],
  );

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: caseKeys.visible() });
    void queryClient.invalidateQueries({ queryKey: caseKeys.details() });
    void queryClient.invalidateQueries({ queryKey: caseKeys.stats() });
  };

  return (
    <PageLayout title={user?.company ? `${user.company} Case Overview` : 'Case Overview'}>
      {user && <WelcomeBanner role={role} name={displayName(user)} />}
      <StatCards
        stats={stats.data}
        filtered={status !== 'all' || search !== ''}
        activeStatus={status as StatStatus}
        onSelect={(next) => setStatus(next)}
      />
      <MiSummary counts={miCounts} />
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="sm">
          <Title order={2} size="h4">
            Your Cases ({visible.length})
          </Title>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              type="search"
              label="Search cases"
              placeholder="Name, e-mail, BHR UK ID, KAM ID..."
              autoComplete="off"
              spellCheck={false}
              {...{ [SEARCH_TARGET_ATTR]: '' }}
              value={searchText}
              onChange={(event) => {
                setSearchText(event.currentTarget.value);
                applySearch(event.currentTarget.value);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  applySearch.cancel();
                  setSearch(event.currentTarget.value.trim());
                }
              }}
              w={{ base: '100%', xs: 260 }}
            />
            <Select
              label="Status"
              data={STATUS_FILTERS.map(({ value, label }) => ({ value, label }))}
              value={status}
              onChange={(value) => setStatus((value as PortalStatus | null) ?? 'all')}
              allowDeselect={false}
              w={190}
            />
            <Select
              label="Date Range"
              data={DATE_RANGES.map(({ value, label }) => ({ value, label }))}
              value={range}
              onChange={(value) => setRange((value as DateRange | null) ?? 'all')}
              allowDeselect={false}
              w={170}
            />
            <Button variant="default" onClick={refresh} loading={cases.isFetching || stats.isFetching}>
              Refresh
            </Button>
          </Group>
        </Group>
        {cases.isPending ? (
          <Group justify="center" py="xl">
            <Loader aria-label="Loading cases" />
          </Group>
        ) : cases.isError ? (
          <Alert color="red" title="Error">
            Failed to load cases. Please try again.
          </Alert>
        ) : (
          <PortalCasesTable cases={visible} />
        )}
      </Card>
    </PageLayout>
  );
}
