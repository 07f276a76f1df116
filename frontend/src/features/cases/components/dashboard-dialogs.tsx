import { lazy, type ComponentType } from 'react';

import { ShortcutsDialog } from '@/components/ui/shortcuts-dialog';
import type { ShortcutId } from '@/lib/shortcuts';
import type { BulkAction } from '@/features/cases/rules/row-actions';
import type { BulkRequest } from './bulk-bar';
import { CancelCaseDialog } from './cancel-case-dialog';
import { DashboardConfirms } from './dashboard-confirms';
import { Deferred } from './deferred';
import type { useCaseActions } from './use-case-actions';
import type { DashboardDialogState } from './use-dashboard-dialogs';

// Dialogs are separate chunks, loaded the first time they are needed.
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

export type DialogComponent = ComponentType<{ opened: boolean; onClose: () => void }>;

/** The cases chosen for the bulk bar. */
export type BulkSelection = {
  count: number;
  held: number;
  available: BulkAction[];
  onRun: (request: BulkRequest) => Promise<void>;
  onClear: () => void;
};

/** The dashboard's floating bulk bar and its dialogs, each mounted the first time it opens. */
export function DashboardDialogs({
  dialogs,
  actions,
  bulk,
  shortcutIds,
  phone,
  UploadDialog,
}: {
  dialogs: DashboardDialogState;
  actions: ReturnType<typeof useCaseActions>;
  bulk: BulkSelection;
  shortcutIds: ShortcutId[];
  phone: boolean;
  UploadDialog: DialogComponent;
}) {
  const { dialog, setDialog, editing, setEditing, details, setDetails, unlocking, setUnlocking } = dialogs;
  const { pending, setPending, shortcutsOpen, setShortcutsOpen, confirming, setConfirming } = dialogs;

  const confirmDelete = async () => {
    if (pending?.kind !== 'delete') return;
    await actions.deleteCase(pending.c);
    setPending(null);
  };

  return (
    <>
      {/* Room below the list for the floating bulk bar (it wraps to four rows on a phone). */}
      {bulk.count > 0 && <div style={{ height: phone ? 200 : 96 }} aria-hidden="true" />}

      <Deferred when={bulk.count > 0}>
        <BulkBar
          count={bulk.count}
          held={bulk.held}
          actions={bulk.available}
          pending={actions.pending.bulk}
          onRun={bulk.onRun}
          onClearSelection={bulk.onClear}
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
    </>
  );
}
