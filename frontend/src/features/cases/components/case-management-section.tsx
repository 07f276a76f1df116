import { memo, useMemo } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';

import { JobProgress } from '@/components/jobs/job-progress';
import { serverMessage } from '@/lib/api-client';
import type { Case } from '@/types/api';
import type { ViewParams } from '@/features/cases/rules/export';
import type { useCasesPage } from '@/features/cases/api/get-cases-page';
import { CaseCards } from './case-cards';
import { CaseSearch } from './case-search';
import { CaseTable, type CaseTableProps } from './case-table';
import type { DashboardConfirm } from './dashboard-confirms';
import { ExportButton } from './export-button';
import { FilterPanel } from './filter-panel';
import { SavedViews } from './saved-views';
import { TablePagination } from '@/components/ui/table-pagination';
import type { useCaseActions } from './use-case-actions';
import type { DashboardUrlState } from './use-dashboard-url-state';

// Memoised so a page or page-size change re-renders the table and pagination, not the filters.
const FilterPanelMemo = memo(FilterPanel);
const NO_COMPANIES: string[] = [];

/** The Case Management section: the target of the "Skip to cases" link. */
export const CASES_SECTION_ID = 'cases';

/** What the list needs besides the rows, their sort and their loading state. */
export type CaseListProps = Pick<
  CaseTableProps,
  'selection' | 'onSelectionChange' | 'actionsFor' | 'onAction' | 'selectable'
>;

/** Guide (workflow#exports) Case Management: the auto-fill and export buttons, jobs, search, filters, the list and its
 * pager. */
export function CaseManagementSection({
  url,
  page,
  cases,
  list,
  exportView,
  companies,
  canAssignRoles,
  canExport,
  actions,
  onConfirm,
  phone,
}: {
  url: DashboardUrlState;
  page: ReturnType<typeof useCasesPage>;
  /** The page's rows (the screen reads them too, for the bulk bar). */
  cases: Case[];
  list: CaseListProps;
  exportView: ViewParams;
  companies: string[] | undefined;
  canAssignRoles: boolean;
  canExport: boolean;
  actions: ReturnType<typeof useCaseActions>;
  onConfirm: (which: DashboardConfirm) => void;
  phone: boolean;
}) {
  const { state, view, onApplyView } = url;
  const savedViews = useMemo(
    () => <SavedViews current={view} canShare={canAssignRoles} onApply={onApplyView} />,
    [view, canAssignRoles, onApplyView],
  );
  const CaseList = phone ? CaseCards : CaseTable;
  const mine = state.filters.assignee === 'me';
  // A handler chosen by id (a link, a saved view, a reload): the filtered rows carry their name.
  const assigneeId = state.filters.assignee;
  const assigneeName = /^\d+$/.test(assigneeId)
    ? cases.find((c) => String(c.assignee?.id) === assigneeId)?.assignee?.name
    : undefined;
  const knownAssignee = useMemo(
    () => (assigneeName ? { id: Number(assigneeId), name: assigneeName } : null),
    [assigneeId, assigneeName],
  );

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="case-management-title"
      id={CASES_SECTION_ID}
      tabIndex={-1}
    >
      <Group justify="space-between" mb="sm" gap="sm">
        <Title id="case-management-title" order={2} size="h4">
          Case Management
        </Title>
        <Group gap="xs">
          <Button
            size="xs"
            variant={mine ? 'filled' : 'default'}
            aria-pressed={mine}
            onClick={() => url.onFilter({ assignee: mine ? 'all' : 'me' })}
          >
            My cases
          </Button>
          {canAssignRoles && (
            <>
              <Button
                size="xs"
                variant="light"
                loading={actions.pending.autofillKam}
                onClick={() => onConfirm('kam')}
              >
                Auto-Fill KAM IDs
              </Button>
              <Button
                size="xs"
                variant="light"
                loading={actions.pending.autofillBhruk}
                onClick={() => onConfirm('bhruk')}
              >
                Auto-Fill BHR UK IDs
              </Button>
            </>
          )}
          {canExport && (
            <ExportButton
              onExport={(choice) => void actions.exportCases({ choice, view: exportView })}
              pending={actions.pending.export}
            />
          )}
        </Group>
      </Group>

      {actions.jobs.length > 0 && (
        <Stack gap="xs" mb="sm" aria-label="Background jobs">
          {actions.jobs.map((job) => (
            <JobProgress key={job.id} job={job} onDismiss={() => actions.dismissJob(job.id)} />
          ))}
        </Stack>
      )}

      <CaseSearch value={state.filters.search} onSearch={url.onSearch} />

      <FilterPanelMemo
        views={savedViews}
        assignee={knownAssignee}
        filters={state.filters}
        companies={companies ?? NO_COMPANIES}
        showMergedOption={canAssignRoles}
        onChange={url.onFilter}
        onClear={url.onClear}
        collapsible={phone}
      />

      {page.isError && !page.data && (
        <Text c="red" size="sm" mb="sm" role="alert">
          {serverMessage(page.error, 'Failed to load cases.')}
        </Text>
      )}
      <div aria-busy={page.isFetching || undefined}>
        <CaseList
          cases={cases}
          sortBy={state.sortBy}
          sortOrder={state.sortOrder}
          onSort={url.onSort}
          loading={page.isLoading}
          listSearch={url.listSearch}
          {...list}
        />
      </div>
      <TablePagination
        pagination={page.data?.pagination}
        page={state.page}
        limit={state.limit}
        onPage={url.onPage}
        onLimit={url.onLimit}
      />
    </Paper>
  );
}
