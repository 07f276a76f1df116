import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { Box, Button, Flex, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RowSelectionState } from '@tanstack/react-table';
import { useLocation, useNavigate } from 'react-router';

import { Clock } from '@/components/overview/clock';
import { MiSummary } from '@/components/overview/mi-summary';
import { StatCards, type StatStatus } from '@/components/overview/stat-cards';
import { WelcomeBanner } from '@/components/overview/welcome-banner';
import { JobProgress } from '@/components/jobs/job-progress';
import { PageLayout } from '@/components/layout/page-layout';
import { ShortcutsDialog } from '@/components/ui/shortcuts-dialog';
import { serverMessage } from '@/lib/api-client';
import { displayName } from '@/lib/display-name';
import { usePermissions } from '@/lib/permissions';
import { usePhone } from '@/lib/use-phone';
import { focusSearchTarget, type ShortcutId } from '@/lib/shortcuts';
import { useUnauthorizedHandler } from '@/lib/unauthorized';
import { useShortcuts } from '@/lib/use-shortcuts';
import type { Case } from '@/types/api';
import { useCasesPage } from '@/features/cases/api/get-cases-page';
import { useCompanies } from '@/data/companies';
import { useMiSummary } from '@/features/cases/api/get-mi-summary';
import { useStats } from '@/features/cases/api/get-stats';
import { bulkActions, canSelectCases, rowActions, type RowAction } from '@/features/cases/rules/row-actions';
import { holdBlocks } from '@/features/cases/rules/legal-hold';
import {
  filterParams,
  isFiltered,
  pageParams,
  searchFromView,
  tableReducer,
  tableStateFromSearch,
  type CaseFilters,
  type SortField,
  type ViewState,
} from '@/features/cases/rules/table-state';
import type { BulkRequest } from './bulk-bar';
import { CaseCards } from './case-cards';
import { CaseSearch } from './case-search';
import { CancelCaseDialog } from './cancel-case-dialog';
import { DashboardConfirms, type DashboardConfirm } from './dashboard-confirms';
import { CaseTable } from './case-table';
import { DashboardActions } from './dashboard-actions';
import { Deferred } from './deferred';
import { ExportButton } from './export-button';
import { FilterPanel } from './filter-panel';
import { SavedViews } from './saved-views';
import { TablePagination } from './table-pagination';
import { useCaseActions } from './use-case-actions';

// Dialogs and the pie chart are separate chunks, loaded the first time they are needed.
const AddCaseDialog = lazy(() => import(/* webpackChunkName: "dialog-add-case" */ './add-case-dialog'));
const EditCaseDialog = lazy(() => import(/* webpackChunkName: "dialog-edit-case" */ './edit-case-dialog'));
const CaseDetailsDialog = lazy(() =>
  import(/* webpackChunkName: "dialog-case-details" */ './case-details-dialog').then((m) => ({
    default: m.CaseDetailsDialog,
  })),
);
const BulkBar = lazy(() => import(/* webpackChunkName: "bulk-bar" */ './bulk-bar'));
const ConfirmDialog = lazy(() =>
  import(/* webpackChunkName: "confirm-dialog" */ './confirm-dialog').then((m) => ({
    default: m.ConfirmDialog,
  })),
);
const UnlockDialog = lazy(() =>
  import(/* webpackChunkName: "confirm-dialog" */ './unlock-dialog').then((m) => ({
    default: m.UnlockDialog,
  })),
);
const MergedCancelledCard = lazy(
  () => import(/* webpackChunkName: "merged-cancelled-card" */ '@/components/overview/merged-cancelled-card'),
);

// Memoised so a page or page-size change re-renders the table and pagination, not the overview.
const StatCardsMemo = memo(StatCards);
const MiSummaryMemo = memo(MiSummary);
const FilterPanelMemo = memo(FilterPanel);
const NO_COMPANIES: string[] = [];

export type DialogComponent = ComponentType<{ opened: boolean; onClose: () => void }>;

const STAT_STATUSES: readonly string[] = ['all', 'need_instructions', 'on_hold', 'in_production', 'sent'];

/** A callback whose identity never changes but always calls the latest `fn` (keeps the memoised table still). */
function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

const NO_SELECTION: RowSelectionState = {};
/** The Case Management section: the target of the "Skip to cases" link. */
const CASES_SECTION_ID = 'cases';

type Pending = { kind: 'delete' | 'cancel'; c: Case } | null;

/** SPEC §2 "Staff dashboard". The Upload CSV dialog belongs to another feature, so app/ passes it in. */
export function DashboardScreen({ UploadDialog }: { UploadDialog: DialogComponent }) {
  const access = usePermissions();
  const { user, canAssignRoles } = access;
  const onUnauthorized = useUnauthorizedHandler();
  const location = useLocation();
  const [state, dispatch] = useReducer(tableReducer, location.search, tableStateFromSearch);
  const navigate = useNavigate();
  // The filters, sort and page size go back into the URL (replace: no history entry per change; searches after
  // their debounce) so a reload, a shared link or a saved view shows the same view.
  const view: ViewState = useMemo(
    () => ({ filters: state.filters, sortBy: state.sortBy, sortOrder: state.sortOrder, limit: state.limit }),
    [state.filters, state.sortBy, state.sortOrder, state.limit],
  );
  // What was last written, not the rendered location: the router commits a navigation in a transition, so a
  // quick second change (Clear Filters right after a search) can render with the location before the first.
  const writtenSearch = useRef(location.search);
  useEffect(() => {
    const search = searchFromView(view, writtenSearch.current);
    if (search === writtenSearch.current) return;
    writtenSearch.current = search;
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- written on a view change, not on every navigation
  }, [view]);
  const actions = useCaseActions();
  const phone = usePhone();

  const listParams = useMemo(() => pageParams(state, canAssignRoles), [state, canAssignRoles]);
  const statsParams = useMemo(
    () => filterParams(state.filters, canAssignRoles),
    [state.filters, canAssignRoles],
  );
  // The Export menu's "Current View" items: the list's filters and sort, without page and limit.
  const exportView = useMemo(
    () => ({ ...statsParams, sortBy: state.sortBy, sortOrder: state.sortOrder }),
    [statsParams, state.sortBy, state.sortOrder],
  );
  const page = useCasesPage(listParams);
  const stats = useStats(statsParams);
  const miCounts = useMiSummary(statsParams);
  const companies = useCompanies({ followCaseList: true });

  // SPEC §8: not authenticated on load -> the same toast and redirect as a mutation.
  useEffect(() => {
    if (page.error) onUnauthorized(page.error);
  }, [page.error, onUnauthorized]);
  const cases = useMemo(() => page.data?.data ?? [], [page.data]);

  // Selection belongs to what is on screen: a new page, filter or sort starts with none selected.
  const viewKey = JSON.stringify(listParams);
  const [selection, setSelection] = useState<{ key: string; rows: RowSelectionState }>({
    key: viewKey,
    rows: {},
  });
  const selectedRows = selection.key === viewKey ? selection.rows : NO_SELECTION;
  const selectedIds = Object.keys(selectedRows)
    .filter((id) => selectedRows[id])
    .map(Number);
  const onSelectionChange = useCallback(
    (rows: RowSelectionState) => setSelection({ key: viewKey, rows }),
    [viewKey],
  );

  const [dialog, setDialog] = useState<'upload' | 'add' | null>(null);
  const [editing, setEditing] = useState<{ c: Case | null; opened: boolean }>({ c: null, opened: false });
  const [details, setDetails] = useState<Case | null>(null);
  const [unlocking, setUnlocking] = useState<Case | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);

  // Issue 18 §2: `/` search, `n` Add Case (only for those who may add cases), `?` the list.
  const canAddCase = access.can('create_cases');
  useShortcuts({
    search: () => void focusSearchTarget(),
    addCase: canAddCase ? () => setDialog('add') : undefined,
    help: () => setShortcutsOpen(true),
  });
  const shortcutIds: ShortcutId[] = canAddCase ? ['search', 'addCase', 'help'] : ['search', 'help'];
  const [confirming, setConfirming] = useState<DashboardConfirm | null>(null);

  const permissionKey = [...access.permissions].sort().join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `access` is rebuilt each render; its permissions are the key
  const actionsFor = useCallback((c: Case) => rowActions(c, access), [permissionKey, canAssignRoles]);
  const onSort = useCallback((field: SortField) => dispatch({ type: 'sort', field }), []);
  const onFilter = useCallback((changes: Partial<CaseFilters>) => dispatch({ type: 'filter', changes }), []);
  const onStatCard = useCallback(
    (status: StatStatus) => dispatch({ type: 'filter', changes: { status } }),
    [],
  );
  const onClear = useCallback(() => dispatch({ type: 'clear' }), []);
  const onSearch = useCallback((search: string) => dispatch({ type: 'filter', changes: { search } }), []);
  const onApplyView = useCallback((next: ViewState) => dispatch({ type: 'view', view: next }), []);
  const savedViews = useMemo(
    () => <SavedViews current={view} canShare={canAssignRoles} onApply={onApplyView} />,
    [view, canAssignRoles, onApplyView],
  );

  const onAction = useStableCallback((action: RowAction, c: Case) => {
    if (holdBlocks(c, action)) return; // the button is disabled; the server refuses it too
    switch (action) {
      case 'lock':
        return void actions.lockCase(c);
      case 'unlock':
        return setUnlocking(c);
      case 'view':
        return setDetails(c);
      case 'edit':
        return setEditing({ c, opened: true });
      case 'delete':
      case 'cancel':
        return setPending({ kind: action, c });
      case 'restore':
        return void actions.restoreCases([c.id]).catch(() => undefined);
    }
  });

  const runBulk = async (request: BulkRequest) => {
    await actions.runBulk(request, selectedIds);
    setSelection({ key: viewKey, rows: {} });
  };

  const confirmDelete = async () => {
    if (pending?.kind !== 'delete') return;
    await actions.deleteCase(pending.c);
    setPending(null);
  };

  const filtered = isFiltered(state.filters);
  const showMergedCancelled = canAssignRoles && state.filters.showMergedCancelled;
  const activeStat = STAT_STATUSES.includes(state.filters.status)
    ? (state.filters.status as StatStatus)
    : undefined;
  const available = bulkActions(access);
  const selectable = canSelectCases(access);
  const CaseList = phone ? CaseCards : CaseTable;

  return (
    <PageLayout
      title="Staff Dashboard"
      skipLink={{ targetId: CASES_SECTION_ID, label: 'Skip to cases' }}
      actions={
        <DashboardActions
          access={access}
          onUpload={() => setDialog('upload')}
          onAddCase={() => setDialog('add')}
          onSendDaily={() => setConfirming('sendDaily')}
          sendingDaily={actions.pending.sendDaily}
        />
      }
    >
      <Flex direction={{ base: 'column', sm: 'row' }} gap="md" mb="md" align="stretch">
        <Box style={{ flex: 2 }}>{user && <WelcomeBanner role={user.role} name={displayName(user)} />}</Box>
        <Box style={{ flex: 1 }}>
          <Clock />
        </Box>
      </Flex>

      <StatCardsMemo stats={stats.data} filtered={filtered} activeStatus={activeStat} onSelect={onStatCard} />
      {showMergedCancelled && (
        <Suspense fallback={null}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mb="md">
            <MergedCancelledCard stats={stats.data} />
          </SimpleGrid>
        </Suspense>
      )}
      <MiSummaryMemo counts={miCounts} />

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
            {canAssignRoles && (
              <>
                <Button
                  size="xs"
                  variant="light"
                  loading={actions.pending.autofillKam}
                  onClick={() => setConfirming('kam')}
                >
                  Auto-Fill KAM IDs
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  loading={actions.pending.autofillBhruk}
                  onClick={() => setConfirming('bhruk')}
                >
                  Auto-Fill BHR UK IDs
                </Button>
              </>
            )}
            {access.can('export_data') && (
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

        <CaseSearch value={state.filters.search} onSearch={onSearch} />

        <FilterPanelMemo
          views={savedViews}
          filters={state.filters}
          companies={companies.data ?? NO_COMPANIES}
          showMergedOption={canAssignRoles}
          onChange={onFilter}
          onClear={onClear}
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
            onSort={onSort}
            selection={selectedRows}
            onSelectionChange={onSelectionChange}
            actionsFor={actionsFor}
            onAction={onAction}
            loading={page.isLoading}
            selectable={selectable}
          />
        </div>
        <TablePagination
          pagination={page.data?.pagination}
          page={state.page}
          limit={state.limit}
          onPage={(p) => dispatch({ type: 'page', page: p })}
          onLimit={(limit) => dispatch({ type: 'limit', limit })}
        />
      </Paper>
      {/* Room below the list for the floating bulk bar (it wraps to four rows on a phone). */}
      {selectedIds.length > 0 && <div style={{ height: phone ? 200 : 96 }} aria-hidden="true" />}

      <Deferred when={selectedIds.length > 0}>
        <BulkBar
          count={selectedIds.length}
          held={cases.filter((c) => c.legalHold && selectedRows[c.id]).length}
          actions={available}
          pending={actions.pending.bulk}
          onRun={runBulk}
          onClearSelection={() => setSelection({ key: viewKey, rows: {} })}
        />
      </Deferred>

      <Deferred when={unlocking !== null}>
        <UnlockDialog
          caseData={unlocking}
          pending={actions.pending.lock}
          onClose={() => setUnlocking(null)}
          onConfirm={async () => {
            if (unlocking) await actions.unlockCase(unlocking);
            setUnlocking(null);
          }}
        />
      </Deferred>
      <Deferred when={pending?.kind === 'delete'}>
        <ConfirmDialog
          opened={pending?.kind === 'delete'}
          title="Delete Case"
          confirmLabel="Delete"
          danger
          pending={actions.pending.delete}
          onConfirm={confirmDelete}
          onClose={() => setPending(null)}
        >
          {`Delete case ${pending?.c.bhrukId || pending?.c.clientName || ''}? This action cannot be undone.`}
        </ConfirmDialog>
      </Deferred>
      {pending?.kind === 'cancel' && (
        <CancelCaseDialog
          key={pending.c.id}
          caseData={pending.c}
          pending={actions.pending.cancel}
          onConfirm={(c, reason) =>
            void actions.cancelCase(c, reason).then((done) => done && setPending(null))
          }
          onClose={() => setPending(null)}
        />
      )}
      <DashboardConfirms
        which={confirming}
        pending={{
          sendDaily: actions.pending.sendDaily,
          kam: actions.pending.autofillKam,
          bhruk: actions.pending.autofillBhruk,
        }}
        onSendDaily={actions.sendDailyEmails}
        onAutofill={actions.runAutofill}
        onClose={() => setConfirming(null)}
      />

      <Deferred when={details !== null}>
        <CaseDetailsDialog caseData={details} onClose={() => setDetails(null)} />
      </Deferred>
      <Deferred when={editing.opened}>
        <EditCaseDialog
          caseData={editing.c}
          opened={editing.opened}
          onClose={() => setEditing((e) => ({ ...e, opened: false }))}
        />
      </Deferred>
      <Deferred when={dialog === 'add'}>
        <AddCaseDialog opened={dialog === 'add'} onClose={() => setDialog(null)} />
      </Deferred>
      <Deferred when={shortcutsOpen}>
        <ShortcutsDialog
          opened={shortcutsOpen}
          available={shortcutIds}
          onClose={() => setShortcutsOpen(false)}
        />
      </Deferred>
      <Deferred when={dialog === 'upload'}>
        <UploadDialog opened={dialog === 'upload'} onClose={() => setDialog(null)} />
      </Deferred>
    </PageLayout>
  );
}
