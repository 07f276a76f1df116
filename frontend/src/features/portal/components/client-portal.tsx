import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Group, Loader, Select, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';

import { PageLayout } from '@/components/layout/page-layout';
import { MiSummary } from '@/components/overview/mi-summary';
import { StatCards, type StatStatus } from '@/components/overview/stat-cards';
import { WelcomeBanner } from '@/components/overview/welcome-banner';
import { TablePagination } from '@/components/ui/table-pagination';
import { caseKeys, requestKeys } from '@/data/query-keys';
import { usePortalCasesPage } from '@/features/portal/api/get-portal-cases-page';
import { usePortalMiSummary } from '@/features/portal/api/get-portal-mi-summary';
import { usePortalStats } from '@/features/portal/api/get-portal-stats';
import {
  DATE_RANGES,
  portalPageParams,
  STATUS_FILTERS,
  type DateRange,
  type PortalStatus,
} from '@/features/portal/rules';
import { PortalCasesTable } from '@/features/portal/components/portal-cases-table';
import { RequestsPanel } from '@/features/portal/components/requests-panel';
import { usePortalUrlState } from '@/features/portal/components/use-portal-url-state';
import { displayName } from '@/lib/display-name';
import { usePermissions } from '@/lib/permissions';
import { focusSearchTarget, SEARCH_TARGET_ATTR } from '@/lib/shortcuts';
import { useUnauthorizedHandler } from '@/lib/unauthorized';
import { useShortcuts } from '@/lib/use-shortcuts';

/** Typing waits this long before the list and the cards follow. */
export const PORTAL_SEARCH_DEBOUNCE_MS = 300;

/**
 * The client portal (guide: portal): the client's open requests, then their company's cases, paged, sorted and
 * filtered by the server (GET /api/cases/paginated, as the dashboard), the state in the URL.
 */
export function ClientPortal() {
  const { user, role } = usePermissions();
  const queryClient = useQueryClient();
  const handleUnauthorized = useUnauthorizedHandler();
  const { state, onFilter, onSort, onPage, onLimit } = usePortalUrlState();
  const { status, range, search } = state;
  // guide: screens#search-box: the search box asks the server (list and stat cards alike, after a pause in typing).
  const [searchText, setSearchText] = useState(search);
  const applySearch = useDebouncedCallback(
    (text: string) => onFilter({ search: text.trim() }),
    PORTAL_SEARCH_DEBOUNCE_MS,
  );
  useShortcuts({ search: () => void focusSearchTarget() });

  // The date range's bound is a London date, so the query stays the same all day.
  const params = useMemo(() => portalPageParams(state, new Date()), [state]);
  const cases = usePortalCasesPage(params);
  const stats = usePortalStats(search ? { status, search } : { status });
  const miCounts = usePortalMiSummary(useMemo(() => (search ? { search } : {}), [search]));

  const loadError = cases.error ?? stats.error;
  useEffect(() => {
    if (loadError) handleUnauthorized(loadError);
  }, [loadError, handleUnauthorized]);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: caseKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: caseKeys.details() });
    void queryClient.invalidateQueries({ queryKey: caseKeys.stats() });
    void queryClient.invalidateQueries({ queryKey: requestKeys.all });
  };
  const total = cases.data?.pagination.totalItems;

  return (
    <PageLayout title={user?.company ? `${user.company} Case Overview` : 'Case Overview'}>
      {user && <WelcomeBanner role={role} name={displayName(user)} />}
      <RequestsPanel />
      <StatCards
        stats={stats.data}
        filtered={status !== 'all' || search !== ''}
        activeStatus={status as StatStatus}
        onSelect={(next) => onFilter({ status: next as PortalStatus })}
      />
      <MiSummary counts={miCounts} />
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="sm">
          <Title order={2} size="h4">
            Your Cases ({(total ?? 0).toLocaleString('en-GB')})
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
                  onFilter({ search: event.currentTarget.value.trim() });
                }
              }}
              w={{ base: '100%', xs: 260 }}
            />
            <Select
              label="Status"
              data={STATUS_FILTERS.map(({ value, label }) => ({ value, label }))}
              value={status}
              onChange={(value) => onFilter({ status: (value as PortalStatus | null) ?? 'all' })}
              allowDeselect={false}
              w={190}
            />
            <Select
              label="Date Range"
              data={DATE_RANGES.map(({ value, label }) => ({ value, label }))}
              value={range}
              onChange={(value) => onFilter({ range: (value as DateRange | null) ?? 'all' })}
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
          <>
            <PortalCasesTable
              cases={cases.data.data}
              sortBy={state.sortBy}
              sortOrder={state.sortOrder}
              onSort={onSort}
            />
            <TablePagination
              pagination={cases.data.pagination}
              page={state.page}
              limit={state.limit}
              onPage={onPage}
              onLimit={onLimit}
              label="Pages of your cases"
            />
          </>
        )}
      </Card>
    </PageLayout>
  );
}
