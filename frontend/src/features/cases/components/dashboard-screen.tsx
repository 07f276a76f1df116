import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Box, Flex, SimpleGrid } from '@mantine/core';
import type { RowSelectionState } from '@tanstack/react-table';

import { Clock } from '@/components/overview/clock';
import { MiSummary } from '@/components/overview/mi-summary';
import { StatCards, type StatStatus, type TurnaroundCard } from '@/components/overview/stat-cards';
import { WelcomeBanner } from '@/components/overview/welcome-banner';
import { PageLayout } from '@/components/layout/page-layout';
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
import { filterParams, isFiltered, pageParams } from '@/features/cases/rules/table-state';
import type { BulkRequest } from './bulk-bar';
import { CASES_SECTION_ID, CaseManagementSection } from './case-management-section';
import { DashboardActions } from './dashboard-actions';
import { DashboardDialogs, type DialogComponent } from './dashboard-dialogs';
import { useCaseActions } from './use-case-actions';
import { useDashboardDialogs } from './use-dashboard-dialogs';
import { useDashboardUrlState } from './use-dashboard-url-state';

// The pie chart is a separate chunk, loaded the first time it is needed.
const MergedCancelledCard = lazy(
  () => import(/* webpackChunkName: "merged-cancelled-card" */ '@/components/overview/merged-cancelled-card'),
);

// Memoised so a page or page-size change re-renders the table and pagination, not the overview.
const StatCardsMemo = memo(StatCards);
const MiSummaryMemo = memo(MiSummary);

const STAT_STATUSES: readonly string[] = ['all', 'need_instructions', 'on_hold', 'in_production', 'sent'];
const TURNAROUND_CARDS: readonly string[] = ['overdue', 'due_soon'];

/** A callback whose identity never changes but always calls the latest `fn` (keeps the memoised table still). */
function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

const NO_SELECTION: RowSelectionState = {};

/** guide: screens#staff-dashboard. The Upload CSV dialog belongs to another feature, so app/ passes it in. */
export function DashboardScreen({ UploadDialog }: { UploadDialog: DialogComponent }) {
  const access = usePermissions();
  const { user, canAssignRoles, can, isClient } = access;
  const onUnauthorized = useUnauthorizedHandler();
  // The filters, sort, page and page size, read from and written back to the URL.
  const url = useDashboardUrlState();
  const { state } = url;
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

  // guide: labels#toasts: not authenticated on load -> the same toast and redirect as a mutation.
  useEffect(() => {
    if (page.error) onUnauthorized(page.error);
  }, [page.error, onUnauthorized]);
  const cases = useMemo(() => page.data?.data ?? [], [page.data]);
  // The URL carries the page (Back from a case page, a shared link): one past the end, after cases went away,
  // moves to the last page rather than showing an empty list.
  const lastPage = page.isPlaceholderData ? undefined : page.data?.pagination.totalPages;
  const { onPage } = url;
  useEffect(() => {
    if (lastPage && state.page > lastPage) onPage(lastPage);
  }, [lastPage, state.page, onPage]);

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

  const dialogs = useDashboardDialogs();
  const { setDialog, setEditing, setDetails, setUnlocking, setPending, setShortcutsOpen, setConfirming } =
    dialogs;

  // : `/` search, `n` Add Case (only for those who may add cases), `?` the list.
  const canAddCase = can('create_cases');
  useShortcuts({
    search: () => void focusSearchTarget(),
    addCase: canAddCase ? () => setDialog('add') : undefined,
    help: () => setShortcutsOpen(true),
  });
  const shortcutIds: ShortcutId[] = canAddCase ? ['search', 'addCase', 'help'] : ['search', 'help'];

  // `can` is made once per role and grant list (lib/permissions), so this changes only when they do.
  const actionsFor = useCallback(
    (c: Case) => rowActions(c, { can, canAssignRoles, isClient }),
    [can, canAssignRoles, isClient],
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

  const filtered = isFiltered(state.filters);
  const showMergedCancelled = canAssignRoles && state.filters.showMergedCancelled;
  const activeStat = STAT_STATUSES.includes(state.filters.status)
    ? (state.filters.status as StatStatus)
    : undefined;
  const activeTurnaround = TURNAROUND_CARDS.includes(state.filters.turnaround)
    ? (state.filters.turnaround as TurnaroundCard)
    : null;

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

      <StatCardsMemo
        stats={stats.data}
        filtered={filtered}
        activeStatus={activeStat}
        activeTurnaround={activeTurnaround}
        showTurnaround
        onSelect={url.onStatCard}
      />
      {showMergedCancelled && (
        <Suspense fallback={null}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mb="md">
            <MergedCancelledCard stats={stats.data} />
          </SimpleGrid>
        </Suspense>
      )}
      <MiSummaryMemo counts={miCounts} />

      <CaseManagementSection
        url={url}
        page={page}
        cases={cases}
        list={{
          selection: selectedRows,
          onSelectionChange,
          actionsFor,
          onAction,
          selectable: canSelectCases(access),
        }}
        exportView={exportView}
        companies={companies.data}
        canAssignRoles={canAssignRoles}
        canExport={can('export_data')}
        actions={actions}
        onConfirm={setConfirming}
        phone={phone}
      />

      <DashboardDialogs
        dialogs={dialogs}
        actions={actions}
        bulk={{
          count: selectedIds.length,
          held: cases.filter((c) => c.legalHold && selectedRows[c.id]).length,
          available: bulkActions(access),
          onRun: runBulk,
          onClear: () => setSelection({ key: viewKey, rows: {} }),
        }}
        shortcutIds={shortcutIds}
        phone={phone}
        UploadDialog={UploadDialog}
      />
    </PageLayout>
  );
}
