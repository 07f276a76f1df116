/**
 * The dashboard's mutations with their guide: labels#toasts toasts. Every failure first goes through the unauthorized
 * handler (toast, then /login after 500 ms).
 */
import { useCallback, useState } from 'react';

import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';
import type { BatchResult, Case, Job } from '@/types/api';
import { useAutofillBhrukIds } from '@/features/cases/api/autofill-bhruk-ids';
import { useAutofillKamIds } from '@/features/cases/api/autofill-kam-ids';
import { useBatchAssignCases } from '@/features/cases/api/batch-assign';
import { useBatchCancelCases } from '@/features/cases/api/batch-cancel';
import { useCancelCase } from '@/features/cases/api/cancel-case';
import { useBatchDeleteCases } from '@/features/cases/api/batch-delete';
import { useBatchRestoreCases } from '@/features/cases/api/batch-restore';
import { useBatchUpdateCases } from '@/features/cases/api/batch-update';
import { useDeleteCase } from '@/features/cases/api/delete-case';
import { NO_TOKEN_MESSAGE, useExportCases, type ExportRequest } from '@/features/cases/api/export-cases';
import { useSetCaseLock } from '@/features/cases/api/lock-case';
import { useSendDailyEmails } from '@/features/cases/api/send-daily';
import { BULK_ASSIGN_FAILED } from '@/features/cases/rules/assignment';
import { BATCH_FALLBACKS, batchResultToast, type BatchCountKey } from '@/features/cases/rules/batch-toast';
import { isLockable, LOCK_BLOCKED_MESSAGE } from '@/features/cases/rules/case-display';
import { BULK_CANCEL_REASON } from '@/features/cases/rules/row-actions';
import type { BulkRequest } from './bulk-bar';

export const MESSAGES = {
  cannotLock: 'Cannot Lock Case',
  lockFailed: 'Failed to lock case. Please try again.',
  unlockFailed: 'Failed to unlock case. Please try again.',
  deleteFailed: 'Failed to delete case',
  cancelFailed: 'Failed to cancel case',
  autofillKamFailed: 'Failed to auto-fill KAM IDs',
  autofillBhrukFailed: 'Failed to auto-fill BHR UK IDs',
  sendDailySuccess: 'Daily email notifications sent successfully',
  sendDailyFailed: 'Failed to send notifications. Please try again.',
  exportFailed: 'Failed to export cases. Please try again.',
  exportStarted: 'This export is large, so it is being prepared in the background. You can keep working.',
} as const;

export function useCaseActions() {
  const onUnauthorized = useUnauthorizedHandler();
  const lock = useSetCaseLock();
  const remove = useDeleteCase();
  const update = useBatchUpdateCases();
  const batchDelete = useBatchDeleteCases();
  const cancel = useBatchCancelCases();
  const cancelOne = useCancelCase();
  const restore = useBatchRestoreCases();
  const assign = useBatchAssignCases();
  const autofillKam = useAutofillKamIds();
  const autofillBhruk = useAutofillBhrukIds();
  const sendDaily = useSendDailyEmails();
  const exporter = useExportCases();
  // Export jobs the server started (guide: workflow#exports), shown with their progress until dismissed.
  const [jobs, setJobs] = useState<Job[]>([]);
  const dismissJob = useCallback((id: string) => setJobs((all) => all.filter((j) => j.id !== id)), []);

  const fail = useCallback(
    (error: unknown, title: string, fallback: string) => {
      if (onUnauthorized(error)) return;
      toast({ title, message: serverMessage(error, fallback), variant: 'destructive' });
    },
    [onUnauthorized],
  );

  const batch = useCallback(
    async (run: () => Promise<BatchResult>, key: BatchCountKey, fallback = BATCH_FALLBACKS[key]) => {
      try {
        toast(batchResultToast(await run(), key));
      } catch (error) {
        fail(error, 'Error', fallback);
        throw error;
      }
    },
    [fail],
  );

  const lockCase = useCallback(
    async (c: Case) => {
      if (!isLockable(c)) {
        toast({ title: MESSAGES.cannotLock, message: LOCK_BLOCKED_MESSAGE, variant: 'destructive' });
        return;
      }
      try {
        await lock.mutateAsync({ caseId: c.id, lock: true });
        toast({ title: 'Case Locked', message: 'Case locked successfully' });
      } catch (error) {
        fail(error, MESSAGES.cannotLock, MESSAGES.lockFailed);
      }
    },
    [lock, fail],
  );

  const unlockCase = useCallback(
    async (c: Case) => {
      try {
        await lock.mutateAsync({ caseId: c.id, lock: false });
        toast({ title: 'Case Unlocked', message: 'Case unlocked successfully' });
      } catch (error) {
        fail(error, 'Error', MESSAGES.unlockFailed);
      }
    },
    [lock, fail],
  );

  const deleteCase = useCallback(
    async (c: Case) => {
      try {
        await remove.mutateAsync(c.id);
        toast({ title: 'Success', message: 'Case deleted successfully' });
      } catch (error) {
        fail(error, 'Error', MESSAGES.deleteFailed);
      }
    },
    [remove, fail],
  );

  const cancelCases = useCallback(
    (caseIds: number[]) =>
      batch(() => cancel.mutateAsync({ caseIds, cancellationReason: BULK_CANCEL_REASON }), 'cancelled'),
    [batch, cancel],
  );
  /** One case with its own reason; true when it was cancelled (the dialog then closes). */
  const cancelCase = useCallback(
    async (c: Case, reason: string) => {
      try {
        await cancelOne.mutateAsync({ caseId: c.id, reason });
        toast({ title: 'Success', message: `Case ${c.bhrukId || c.clientName} cancelled` });
        return true;
      } catch (error) {
        fail(error, 'Error', MESSAGES.cancelFailed);
        return false;
      }
    },
    [cancelOne, fail],
  );
  const restoreCases = useCallback(
    (caseIds: number[]) => batch(() => restore.mutateAsync({ caseIds }), 'restored'),
    [batch, restore],
  );

  const runBulk = useCallback(
    (request: BulkRequest, caseIds: number[]) => {
      switch (request.action) {
        case 'status':
          return batch(
            () =>
              update.mutateAsync({
                caseIds,
                updates: {
                  currentStatus: request.currentStatus,
                  ...(request.currentStatus === 'on_hold' ? { onHoldReason: request.onHoldReason } : {}),
                },
              }),
            'updated',
          );
        case 'lock':
        case 'unlock':
          return batch(
            () => update.mutateAsync({ caseIds, updates: { isLocked: request.action === 'lock' } }),
            'updated',
          );
        case 'cancel':
          return cancelCases(caseIds);
        case 'restore':
          return restoreCases(caseIds);
        case 'delete':
          return batch(() => batchDelete.mutateAsync({ caseIds }), 'deleted');
        case 'assign':
          return batch(
            () => assign.mutateAsync({ ids: caseIds, assigneeId: request.assignee?.id ?? null }),
            'updated',
            BULK_ASSIGN_FAILED,
          );
      }
    },
    [batch, update, batchDelete, cancelCases, restoreCases, assign],
  );

  const runAutofill = useCallback(
    async (which: 'kam' | 'bhruk') => {
      const mutation = which === 'kam' ? autofillKam : autofillBhruk;
      try {
        const { message } = await mutation.mutateAsync();
        toast({ title: 'Success', message });
      } catch (error) {
        fail(error, 'Error', which === 'kam' ? MESSAGES.autofillKamFailed : MESSAGES.autofillBhrukFailed);
      }
    },
    [autofillKam, autofillBhruk, fail],
  );

  const sendDailyEmails = useCallback(async () => {
    try {
      await sendDaily.mutateAsync();
      toast({ title: 'Success', message: MESSAGES.sendDailySuccess });
    } catch (error) {
      fail(error, 'Error', MESSAGES.sendDailyFailed);
    }
  }, [sendDaily, fail]);

  const exportCases = useCallback(
    async (request: ExportRequest) => {
      try {
        const file = await exporter.mutateAsync(request);
        if (typeof file !== 'string') {
          setJobs((all) => [file, ...all.filter((j) => j.id !== file.id)]);
          toast({ title: 'Export Started', message: MESSAGES.exportStarted });
          return;
        }
        toast({ title: 'Export Complete', message: `Downloaded ${file}` });
      } catch (error) {
        if (onUnauthorized(error)) return;
        const noToken = error instanceof Error && error.message === NO_TOKEN_MESSAGE;
        toast({
          title: 'Export Failed',
          message: noToken ? NO_TOKEN_MESSAGE : serverMessage(error, MESSAGES.exportFailed),
          variant: 'destructive',
        });
      }
    },
    [exporter, onUnauthorized],
  );

  return {
    lockCase,
    unlockCase,
    deleteCase,
    cancelCases,
    cancelCase,
    restoreCases,
    runBulk,
    runAutofill,
    sendDailyEmails,
    exportCases,
    jobs,
    dismissJob,
    pending: {
      lock: lock.isPending,
      delete: remove.isPending,
      cancel: cancelOne.isPending,
      bulk:
        update.isPending ||
        batchDelete.isPending ||
        cancel.isPending ||
        restore.isPending ||
        assign.isPending,
      autofillKam: autofillKam.isPending,
      autofillBhruk: autofillBhruk.isPending,
      sendDaily: sendDaily.isPending,
      export: exporter.isPending,
    },
  };
}
