import '@mantine/core/styles/Grid.css';

import { Anchor, Grid, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';

import { CaseUnavailable } from '@/components/case-view/case-unavailable';
import { PageLayout } from '@/components/layout/page-layout';
import { ShortcutsDialog } from '@/components/ui/shortcuts-dialog';
import { caseKeys } from '@/data/query-keys';
import { useCase } from '@/features/cases/api/get-case';
import { getCaseTimelineQueryOptions } from '@/features/cases/api/get-case-timeline';
import { getCaseDocumentsQueryOptions } from '@/features/cases/api/get-case-documents';
import { getCaseRequestsQueryOptions } from '@/features/cases/api/get-case-requests';
import { CaseDocuments } from '@/features/cases/components/case-documents/case-documents';
import { CaseRequests } from '@/features/cases/components/case-requests/case-requests';
import { CaseTimeline } from '@/features/cases/components/case-timeline/case-timeline';
import {
  caseTitle,
  editableSections,
  headerActions,
  SECTIONS,
  type CaseSection as SectionName,
  type HeaderAction,
} from '@/features/cases/rules/case-page';
import { usePermissions } from '@/lib/permissions';
import type { ShortcutId } from '@/lib/shortcuts';
import { usePhone } from '@/lib/use-phone';
import { useShortcuts } from '@/lib/use-shortcuts';
import type { Case } from '@/types/api';
import { CancelCaseDialog } from '../cancel-case-dialog';
import { ConfirmDialog } from '../confirm-dialog';
import { UnlockDialog } from '../unlock-dialog';
import { useCaseActions } from '../use-case-actions';
import { CaseHandling } from './case-assignment';
import { CaseNavigation } from './case-navigation';
import { CaseActions, CaseFlags, type HoldControl } from './case-page-header';
import { CaseSection } from './case-section';
import { useCaseNeighbours } from './use-case-neighbours';

const SECTIONS_ID = 'case-sections';

/**
 * guide: screens#case-page: /cases/{id}, one address per case: its header (flags and actions), its sections edited in
 * place under the Edit Case dialog's rules, and its timeline; next and previous through the list it was opened from.
 */
export function CasePage({ Hold }: { Hold?: HoldControl }) {
  const { caseId } = useParams();
  const id = Number(caseId);
  const valid = Number.isInteger(id) && id > 0;
  const found = useCase(valid ? id : null);
  const location = useLocation();
  const queryClient = useQueryClient();
  // The page's requests go out together: the timeline's first page, the documents and the requests to the client
  // are asked for with the case, not after it.
  useEffect(() => {
    if (!valid) return;
    void queryClient.prefetchInfiniteQuery(getCaseTimelineQueryOptions(id));
    void queryClient.prefetchQuery(getCaseDocumentsQueryOptions(id));
    void queryClient.prefetchQuery(getCaseRequestsQueryOptions(id));
  }, [queryClient, id, valid]);

  if (!valid || found.error || !found.data)
    return (
      <CaseUnavailable
        error={!valid ? undefined : (found.error ?? null)}
        missingText="This case does not exist, or you do not have access to it."
        back={
          <Anchor component={Link} to={`/dashboard${location.search}`}>
            Back to the list
          </Anchor>
        }
      />
    );
  // A new case (next, previous, a link) starts with no section open.
  return <CaseWorkspace key={found.data.id} c={found.data} search={location.search} Hold={Hold} />;
}

type Pending = 'delete' | 'cancel' | 'restore' | 'unlock' | null;

function CaseWorkspace({ c, search, Hold }: { c: Case; search: string; Hold?: HoldControl }) {
  const access = usePermissions();
  const phone = usePhone();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const actions = useCaseActions();
  const neighbours = useCaseNeighbours(c.id, search);
  const [editing, setEditing] = useState<SectionName | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);

  const editable = editableSections(c, access);
  const refreshTimeline = () => void queryClient.invalidateQueries({ queryKey: caseKeys.timeline(c.id) });

  const editFocusedSection = () => {
    const focused = document.activeElement?.closest<HTMLElement>('[data-section]')?.dataset.section;
    const target = editable.find((s) => s === focused) ?? editable[0];
    if (target) setEditing(target);
  };
  const shortcuts: Partial<Record<ShortcutId, () => void>> = {
    nextCase: neighbours.hasNext ? neighbours.next : undefined,
    previousCase: neighbours.hasPrevious ? neighbours.previous : undefined,
    editSection: editable.length > 0 && editing === null ? editFocusedSection : undefined,
    help: () => setShortcutsOpen(true),
  };
  useShortcuts(shortcuts);

  const onAction = (action: Exclude<HeaderAction, 'legalHold'>) => {
    if (action === 'lock') void actions.lockCase(c).then(refreshTimeline);
    else setPending(action);
  };
  const afterChange = () => {
    setPending(null);
    refreshTimeline();
  };

  return (
    <PageLayout title={caseTitle(c)} skipLink={{ targetId: SECTIONS_ID, label: 'Skip to the case details' }}>
      <Stack gap="md">
        <CaseNavigation neighbours={neighbours} onShortcuts={() => setShortcutsOpen(true)} />

        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {c.widget || '—'} · {c.clientName || 'No client name'}
            </Text>
            <CaseFlags c={c} />
            <CaseHandling c={c} onChanged={refreshTimeline} />
          </Stack>
          <CaseActions
            c={c}
            actions={headerActions(c, access)}
            phone={phone}
            onAction={onAction}
            Hold={Hold}
            onHoldChanged={() => {
              void queryClient.invalidateQueries({ queryKey: caseKeys.detail(c.id) });
              refreshTimeline();
            }}
          />
        </Group>

        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md" id={SECTIONS_ID} tabIndex={-1}>
              {SECTIONS.map((section) => (
                <CaseSection
                  key={section}
                  section={section}
                  c={c}
                  editable={editable.includes(section)}
                  editing={editing === section}
                  onEdit={() => setEditing(section)}
                  onDone={(saved) => {
                    setEditing(null);
                    if (saved) {
                      queryClient.setQueryData(caseKeys.detail(c.id), saved);
                      refreshTimeline();
                    }
                  }}
                />
              ))}
              <CaseDocuments caseData={c} />
              <CaseRequests caseData={c} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <CaseTimeline caseId={c.id} />
          </Grid.Col>
        </Grid>
      </Stack>

      <UnlockDialog
        caseData={pending === 'unlock' ? c : null}
        pending={actions.pending.lock}
        onClose={() => setPending(null)}
        onConfirm={async () => {
          await actions.unlockCase(c);
          afterChange();
        }}
      />
      <ConfirmDialog
        opened={pending === 'delete'}
        title="Delete Case"
        confirmLabel="Delete"
        danger
        pending={actions.pending.delete}
        onConfirm={async () => {
          await actions.deleteCase(c);
          setPending(null);
          void navigate(neighbours.listPath);
        }}
        onClose={() => setPending(null)}
      >
        {`Delete case ${c.bhrukId || c.clientName || ''}? This action cannot be undone.`}
      </ConfirmDialog>
      <ConfirmDialog
        opened={pending === 'restore'}
        title="Restore Case"
        confirmLabel="Restore"
        pending={actions.pending.bulk}
        onConfirm={async () => {
          await actions.restoreCases([c.id]).catch(() => undefined);
          afterChange();
        }}
        onClose={() => setPending(null)}
      >
        {`Restore case ${c.bhrukId || c.clientName || `#${c.id}`}?`}
      </ConfirmDialog>
      {pending === 'cancel' && (
        <CancelCaseDialog
          caseData={c}
          pending={actions.pending.cancel}
          onConfirm={(target, reason) =>
            void actions.cancelCase(target, reason).then((done) => done && afterChange())
          }
          onClose={() => setPending(null)}
        />
      )}
      <ShortcutsDialog
        opened={shortcutsOpen}
        available={(Object.keys(shortcuts) as ShortcutId[]).filter((k) => shortcuts[k])}
        onClose={() => setShortcutsOpen(false)}
      />
    </PageLayout>
  );
}
