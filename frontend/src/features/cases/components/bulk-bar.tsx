import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, Text } from '@mantine/core';

import type { CaseAssignee, CaseStatus, OnHoldReason } from '@/types/api';
import {
  ON_HOLD_REASON_LABELS,
  WORKFLOW_STATUS_LABELS as STATUS_LABELS,
} from '@/components/overview/case-labels';
import { bulkAssignConfirm } from '@/features/cases/rules/assignment';
import { bulkHoldNote, holdBlocks } from '@/features/cases/rules/legal-hold';
import { BULK_CONFIRM, type BulkAction } from '@/features/cases/rules/row-actions';
import { BulkAssign } from './bulk-assign';
import { ConfirmDialog } from './confirm-dialog';

export type BulkRequest =
  | { action: 'status'; currentStatus: CaseStatus; onHoldReason: OnHoldReason | null }
  /** assignee null: unassign. */
  | { action: 'assign'; assignee: CaseAssignee | null }
  | { action: Exclude<BulkAction, 'status' | 'assign'> };

// The placeholder option carries "none", not "" (guide: labels#validation: no option may have an empty-string value).
const NONE = 'none';
const STATUS_OPTIONS = [
  { value: NONE, label: 'Change status...', disabled: true },
  ...(Object.keys(STATUS_LABELS) as CaseStatus[]).map((value) => ({ value, label: STATUS_LABELS[value] })),
];
const REASON_OPTIONS = [
  { value: NONE, label: 'On hold reason...', disabled: true },
  ...(Object.keys(ON_HOLD_REASON_LABELS) as OnHoldReason[]).map((value) => ({
    value,
    label: ON_HOLD_REASON_LABELS[value],
  })),
];
const BUTTONS: { action: Exclude<BulkAction, 'status' | 'assign'>; label: string; color?: string }[] = [
  { action: 'lock', label: 'Lock' },
  { action: 'unlock', label: 'Unlock' },
  { action: 'cancel', label: 'Cancel', color: 'orange' },
  { action: 'restore', label: 'Restore' },
  { action: 'delete', label: 'Delete', color: 'red' },
];

/**
 * guide: screens, workflow: a floating bar while rows are selected. Status change (any of the five; on_hold needs a
 * reason first), lock, unlock, cancel, restore, delete and assign, each confirmed before it runs.
 */
export function BulkBar({
  count,
  held = 0,
  actions,
  pending,
  onRun,
  onClearSelection,
}: {
  count: number;
  /** How many of the selected cases are under legal hold (rules/legal-hold). */
  held?: number;
  actions: BulkAction[];
  pending: boolean;
  /** Runs the request; resolves when done so the dialog can close. */
  onRun: (request: BulkRequest) => Promise<unknown>;
  onClearSelection: () => void;
}) {
  const [status, setStatus] = useState<CaseStatus | null>(null);
  const [reason, setReason] = useState<OnHoldReason | null>(null);
  const [confirming, setConfirming] = useState<BulkRequest | null>(null);

  if (count === 0) return null;
  const needsReason = status === 'on_hold' && !reason;
  const n = count;

  const run = async () => {
    if (!confirming) return;
    await onRun(confirming).catch(() => undefined);
    setConfirming(null);
    if (confirming.action === 'status') {
      setStatus(null);
      setReason(null);
    }
  };

  let dialog: { title: string; body: string; button: string; danger: boolean } | null = null;
  if (confirming?.action === 'status') {
    const label = STATUS_LABELS[confirming.currentStatus];
    const why = confirming.onHoldReason ? ` (${ON_HOLD_REASON_LABELS[confirming.onHoldReason]})` : '';
    dialog = {
      title: 'Change Status',
      body: `Change the status of ${n} selected ${n === 1 ? 'case' : 'cases'} to ${label}${why}?`,
      button: 'Change Status',
      danger: false,
    };
  } else if (confirming?.action === 'assign') {
    dialog = { ...bulkAssignConfirm(n, confirming.assignee), danger: false };
  } else if (confirming) {
    const text = BULK_CONFIRM[confirming.action];
    const note = bulkHoldNote(confirming.action, held);
    dialog = {
      title: text.title,
      body: note ? `${text.body(n)} ${note}` : text.body(n),
      button: text.button,
      danger: confirming.action === 'delete' || confirming.action === 'cancel',
    };
  }

  return (
    <>
      <Paper
        shadow="lg"
        withBorder
        p="sm"
        radius="md"
        role="region"
        aria-label="Bulk actions"
        style={{
          position: 'fixed',
          bottom: 16,
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: 150,
          width: 'min(980px, calc(100vw - 16px))',
        }}
      >
        <Group gap="xs" wrap="wrap" align="flex-end">
          <Text fw={600} size="sm" mr="xs">
            {n} selected
          </Text>
          {actions.includes('status') && (
            <>
              <NativeSelect
                aria-label="New status"
                data={STATUS_OPTIONS}
                value={status ?? NONE}
                onChange={(event) => {
                  const value = event.currentTarget.value as CaseStatus;
                  setStatus(value);
                  if (value !== 'on_hold') setReason(null);
                }}
                size="xs"
                w={200}
              />
              {status === 'on_hold' && (
                <NativeSelect
                  aria-label="On hold reason"
                  data={REASON_OPTIONS}
                  value={reason ?? NONE}
                  onChange={(event) => setReason(event.currentTarget.value as OnHoldReason)}
                  size="xs"
                  w={200}
                />
              )}
              <Button
                size="xs"
                disabled={!status || needsReason || pending}
                title={needsReason ? 'Choose an on hold reason first' : undefined}
                onClick={() =>
                  status &&
                  setConfirming({
                    action: 'status',
                    currentStatus: status,
                    onHoldReason: status === 'on_hold' ? reason : null,
                  })
                }
              >
                Apply Status
              </Button>
            </>
          )}
          {BUTTONS.filter((b) => actions.includes(b.action)).map((b) => {
            // Every selected case is held: the action would change none of them.
            const blocked = held === n ? holdBlocks({ legalHold: true }, b.action) : null;
            return (
              <Button
                key={b.action}
                size="xs"
                variant="light"
                color={b.color}
                disabled={pending || blocked !== null}
                title={blocked ?? undefined}
                onClick={() => setConfirming({ action: b.action })}
              >
                {b.label}
              </Button>
            );
          })}
          {actions.includes('assign') && (
            <BulkAssign
              pending={pending}
              onAssign={(assignee) => setConfirming({ action: 'assign', assignee })}
            />
          )}
          <Button size="xs" variant="subtle" color="gray" onClick={onClearSelection}>
            Clear Selection
          </Button>
        </Group>
        {status === 'on_hold' && needsReason && (
          <Text size="xs" c="red" mt={4}>
            Choose an on hold reason before applying On Hold.
          </Text>
        )}
      </Paper>
      <ConfirmDialog
        opened={dialog !== null}
        title={dialog?.title ?? ''}
        confirmLabel={dialog?.button ?? ''}
        danger={dialog?.danger}
        pending={pending}
        onConfirm={run}
        onClose={() => setConfirming(null)}
      >
        {dialog?.body ?? ''}
      </ConfirmDialog>
    </>
  );
}

export default BulkBar;
