import { Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Alert, Button, Group, Paper, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';

import { PageLayout } from '@/components/layout/page-layout';
import { Pager } from '@/components/ui/pager';
import { UkDateInput } from '@/components/ui/uk-date-input';
import { useExportAuditLogs } from '@/features/audit/api/export-audit-logs';
import { useAuditLogs } from '@/features/audit/api/get-audit-logs';
import { useAuditUsers } from '@/features/audit/api/get-audit-users';
import { COMPANY_FILTER_STALE_MS, useCompanies } from '@/data/companies';
import { AuditTable } from '@/features/audit/components/audit-table';
import { AUDIT_PAGE_SIZE, auditParams, EMPTY_AUDIT_FILTERS, type AuditFilters } from '@/features/audit/rules';
import { ACTION_LABELS } from '@/lib/audit-words';
import { rangeError } from '@/lib/date-range';
import { ApiError, serverMessage } from '@/lib/api-client';
import { usePermissions } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

export type CaseDialogComponent = ComponentType<{ caseId: number | null; onClose: () => void }>;

const ACTION_OPTIONS = Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label }));

/** /audit (guide: screens#audit-log): the audit trail for VIEW_AUDIT_LOGS, filtered, newest first. The case dialog is
 * the cases feature's, so app/ passes it in. */
export function AuditPage({ CaseDialog }: { CaseDialog: CaseDialogComponent }) {
  const access = usePermissions();
  const allowed = access.can('view_audit_logs');
  const [filters, setFilters] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const [openCase, setOpenCase] = useState<number | null>(null);
  const [bhrukId] = useDebouncedValue(filters.bhrukId, 300);
  const invalid = rangeError(filters);
  const params = useMemo(
    () => ({ ...auditParams({ ...filters, bhrukId }), page, limit: AUDIT_PAGE_SIZE }),
    [filters, bhrukId, page],
  );
  const log = useAuditLogs(params);
  const users = useAuditUsers();
  const companies = useCompanies({ staleTime: COMPANY_FILTER_STALE_MS });
  const exporter = useExportAuditLogs();
  const onUnauthorized = useUnauthorizedHandler();
  useEffect(() => {
    if (log.error) onUnauthorized(log.error);
  }, [log.error, onUnauthorized]);

  const set = (patch: Partial<AuditFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const forbidden = !allowed || (log.error instanceof ApiError && log.error.status === 403);
  const userOptions = (users.data ?? []).map((u) => ({
    value: String(u.id),
    label: u.name ? `${u.name} (${u.email})` : u.email,
  }));
  const pagination = log.data?.pagination;

  const download = async () => {
    try {
      const file = await exporter.mutateAsync(auditParams(filters));
      toast({ title: 'Export Complete', message: `Downloaded ${file}` });
    } catch (error) {
      if (onUnauthorized(error)) return;
      toast({
        title: 'Export Failed',
        message: serverMessage(error, 'Failed to export the audit log.'),
        variant: 'destructive',
      });
    }
  };

  if (forbidden) {
    return (
      <PageLayout title="Audit Log">
        <Alert color="red" title="Access Denied">
          You do not have permission to view the audit log.
        </Alert>
      </PageLayout>
    );
  }

  return (
    <PageLayout title="Audit Log">
      <Paper withBorder p="md" radius="md" component="section" aria-label="Audit log">
        <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
          <Select
            label="User"
            placeholder="All users"
            data={userOptions}
            value={filters.userId || null}
            onChange={(value) => set({ userId: value ?? '' })}
            searchable
            clearable
            w={{ base: '100%', sm: 260 }}
          />
          <Select
            label="Action"
            placeholder="All actions"
            data={ACTION_OPTIONS}
            value={filters.action || null}
            onChange={(value) => set({ action: value ?? '' })}
            clearable
            w={{ base: '100%', sm: 160 }}
          />
          <TextInput
            label="BHR UK ID"
            placeholder="Any case"
            value={filters.bhrukId}
            onChange={(event) => set({ bhrukId: event.currentTarget.value })}
            w={{ base: '100%', sm: 140 }}
          />
          <Select
            label="Company"
            placeholder="All companies"
            data={companies.data ?? []}
            value={filters.company || null}
            onChange={(value) => set({ company: value ?? '' })}
            searchable
            clearable
            w={{ base: '100%', sm: 200 }}
          />
          <UkDateInput
            label="From"
            value={filters.dateFrom}
            onChange={(dateFrom) => set({ dateFrom })}
            w={{ base: '47%', sm: 150 }}
          />
          <UkDateInput
            label="To"
            value={filters.dateTo}
            onChange={(dateTo) => set({ dateTo })}
            error={invalid}
            w={{ base: '47%', sm: 150 }}
          />
          <Button
            variant="subtle"
            onClick={() => {
              setFilters(EMPTY_AUDIT_FILTERS);
              setPage(1);
            }}
          >
            Clear
          </Button>
          <Button
            variant="default"
            loading={exporter.isPending}
            disabled={Boolean(invalid)}
            onClick={() => void download()}
          >
            Export CSV
          </Button>
        </Group>

        {log.isError && !forbidden && (
          <Text c="red" size="sm" mb="sm" role="alert">
            {serverMessage(log.error, 'Failed to load the audit log.')}
          </Text>
        )}
        <div aria-busy={log.isFetching || undefined}>
          <AuditTable rows={log.data?.data ?? []} onOpenCase={setOpenCase} />
        </div>
        {pagination && pagination.totalItems > 0 && (
          <Pager
            label="Pages of events"
            showing={
              pagination.totalIsLowerBound
                ? `More than ${pagination.totalItems.toLocaleString('en-GB')} events`
                : `${pagination.totalItems.toLocaleString('en-GB')} events`
            }
            page={page}
            pages={pagination.totalPages}
            pagesAtLeast={pagination.totalIsLowerBound}
            hasPrevious={pagination.hasPreviousPage}
            hasNext={pagination.hasNextPage}
            onPage={setPage}
          />
        )}
      </Paper>
      {openCase !== null && (
        <Suspense fallback={null}>
          <CaseDialog caseId={openCase} onClose={() => setOpenCase(null)} />
        </Suspense>
      )}
    </PageLayout>
  );
}
