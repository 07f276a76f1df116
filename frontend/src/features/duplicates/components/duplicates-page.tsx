import { useEffect, useState } from 'react';
import { Alert, Button, Card, Group, Loader, Select, SimpleGrid, Text } from '@mantine/core';

import { PageLayout } from '@/components/layout/page-layout';
import { useDismissDuplicate } from '@/features/duplicates/api/dismiss-duplicate';
import { useRestoreDuplicate } from '@/features/duplicates/api/restore-duplicate';
import type { DuplicateGroupRef } from '@/features/duplicates/api/get-duplicate-group-cases';
import { useDuplicateGroups, type DuplicateSummary } from '@/features/duplicates/api/get-duplicate-groups';
import { DuplicateGroupsTable } from '@/features/duplicates/components/duplicate-groups-table';
import { MergeScreen } from '@/features/duplicates/components/merge-screen';
import { GroupsPager } from '@/features/duplicates/components/groups-pager';
import {
  DEFAULT_GROUP_PAGE_SIZE,
  DEFAULT_GROUP_SORT,
  dismissedText,
  GROUP_SORTS,
  parseGroupSort,
  TYPE_FILTERS,
  UNDO_TOAST_MS,
  type TypeFilter,
} from '@/features/duplicates/rules';
import { usePermissions } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';
import type { DuplicateGroup } from '@/types/api';

const SUMMARY_CARDS: { key: keyof DuplicateSummary; label: string }[] = [
  { key: 'total', label: 'Total Groups' },
  { key: 'kamId', label: 'KAM ID Duplicates' },
  { key: 'bhrukId', label: 'BHR UK ID Duplicates' },
  { key: 'clientName', label: 'Client Name Duplicates' },
];

function SummaryCards({ summary }: { summary: DuplicateSummary | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" mb="md">
      {SUMMARY_CARDS.map(({ key, label }) => (
        <Card key={key} withBorder radius="md" padding="md" data-testid={`summary-${key}`}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {summary ? summary[key].toLocaleString('en-GB') : '–'}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function AccessDenied() {
  return (
    <Alert color="red" title="Access Denied" role="alert">
      Only administrators can access duplicate management
    </Alert>
  );
}

/** The Duplicates page (guide: screens, duplicates#duplicates-page "Duplicates page: admin only"). */
export function DuplicatesPage() {
  const { can } = usePermissions();
  const allowed = can('view_duplicates');
  const [type, setType] = useState<TypeFilter>('all');
  const [sort, setSort] = useState(DEFAULT_GROUP_SORT);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_GROUP_PAGE_SIZE);
  const [reviewing, setReviewing] = useState<DuplicateGroupRef | null>(null);
  const [dismissing, setDismissing] = useState<DuplicateGroup | null>(null);
  const handleUnauthorized = useUnauthorizedHandler();
  // guide: duplicates#duplicates-page: the type filter, the sort and the paging are the server's; the summary counts
  // every group.
  const groups = useDuplicateGroups({ page, limit, identifierType: type, ...sort }, allowed);
  const lastPage = groups.data?.pagination.totalPages;
  const dismiss = useDismissDuplicate();
  const restore = useRestoreDuplicate();

  useEffect(() => {
    if (groups.error) handleUnauthorized(groups.error);
  }, [groups.error, handleUnauthorized]);
  // Dismissing or merging the last groups of the last page: show the page that is now the last.
  useEffect(() => {
    if (lastPage && !groups.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [lastPage, page, groups.isPlaceholderData]);

  const undoDismiss = (group: DuplicateGroup) =>
    restore.mutate(group, {
      onSuccess: (result) =>
        toast({ title: 'Success', message: result?.message ?? 'Duplicate group restored' }),
      onError: (error) => {
        if (!handleUnauthorized(error)) {
          toast({ title: 'Error', message: 'Failed to restore the duplicate group', variant: 'destructive' });
        }
      },
    });

  const onDismiss = (group: DuplicateGroup) => {
    setDismissing(group);
    dismiss.mutate(group, {
      // The toast offers Undo for as long as it shows (a dismissal hides the group at once).
      onSuccess: (result) =>
        toast({
          title: 'Success',
          autoClose: UNDO_TOAST_MS,
          message: (
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{dismissedText(group, result?.message)}</Text>
              <Button size="compact-sm" variant="light" onClick={() => undoDismiss(group)}>
                Undo
              </Button>
            </Group>
          ),
        }),
      onError: (error) => {
        if (!handleUnauthorized(error)) {
          toast({ title: 'Error', message: 'Failed to dismiss duplicate', variant: 'destructive' });
        }
      },
      onSettled: () => setDismissing(null),
    });
  };

  if (!allowed) {
    return (
      <PageLayout title="Duplicate Management">
        <AccessDenied />
      </PageLayout>
    );
  }

  return (
    <PageLayout title="Duplicate Management">
      {reviewing ? (
        <MergeScreen
          group={reviewing}
          onBack={() => setReviewing(null)}
          onMerged={() => setReviewing(null)}
        />
      ) : (
        <>
          <SummaryCards summary={groups.data?.summary} />
          <Card withBorder radius="md" padding="md">
            <Group align="flex-end" mb="md" wrap="wrap" gap="sm">
              <Select
                label="Type"
                data={TYPE_FILTERS}
                value={type}
                onChange={(value) => {
                  setType((value as TypeFilter | null) ?? 'all');
                  setPage(1);
                }}
                allowDeselect={false}
                w={200}
              />
              <Select
                label="Sort by"
                data={GROUP_SORTS}
                value={`${sort.sortBy}:${sort.sortOrder}`}
                onChange={(value) => {
                  setSort(parseGroupSort(value));
                  setPage(1);
                }}
                allowDeselect={false}
                w={220}
              />
            </Group>
            {groups.isPending ? (
              <Group justify="center" py="xl">
                <Loader aria-label="Loading duplicate groups" />
              </Group>
            ) : groups.isError && !groups.data ? (
              <Alert color="red" title="Error">
                Failed to load duplicate groups. Please try again.
              </Alert>
            ) : (
              <div aria-busy={groups.isFetching || undefined}>
                <DuplicateGroupsTable
                  groups={groups.data.data}
                  canDismiss={can('dismiss_duplicates')}
                  dismissing={dismissing}
                  onReview={(group) => setReviewing(group)}
                  onDismiss={onDismiss}
                />
                <GroupsPager
                  pagination={groups.data.pagination}
                  page={page}
                  limit={limit}
                  onPage={setPage}
                  onLimit={(size) => {
                    setLimit(size);
                    setPage(1);
                  }}
                />
              </div>
            )}
          </Card>
        </>
      )}
    </PageLayout>
  );
}
