// Loaded on a status badge's first click (status-menu-button.tsx).
import { ON_HOLD_REASON_LABELS, statusLabel } from '@/components/overview/case-labels';
import { useEffect, useRef, useState } from 'react';
import { Menu } from '@mantine/core';

import { useUpdateCase } from '@/features/cases/api/update-case';
import { caseEditAccess } from '@/features/cases/rules/edit-access';
import { MESSAGES } from '@/features/cases/rules/edit-rules';
import {
  needsReason,
  statusChange,
  statusMenuLabel,
  statusMenuOptions,
} from '@/features/cases/rules/status-menu';
import { serverMessage } from '@/lib/api-client';
import { usePermissions } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';
import type { CaseStatus, OnHoldReason } from '@/types/api';
import { statusTriggerContent, type StatusTriggerProps } from './status-trigger';

const REASONS = Object.keys(ON_HOLD_REASON_LABELS) as OnHoldReason[];

/**
 * The status menu of one case: the statuses the edit dialog's select offers (the current one checked); a
 * change is saved at once through the edit dialog's PUT, with its toasts. On Hold asks for its reason in a
 * second step of the same menu (required: closing it there saves nothing).
 */
export default function StatusMenu({ c, who, className }: StatusTriggerProps) {
  const access = usePermissions();
  const staff = caseEditAccess(access) === 'staff';
  const update = useUpdateCase();
  const handleUnauthorized = useUnauthorizedHandler();
  const [opened, setOpened] = useState(false);
  const [step, setStep] = useState<'status' | 'reason'>('status');
  const target = useRef<HTMLButtonElement>(null);
  const firstReason = useRef<HTMLButtonElement>(null);

  // Mounted by the badge's first click: focus the new trigger, then open, so Menu returns focus to it on close.
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);
  useEffect(() => {
    if (opened && step === 'reason') firstReason.current?.focus();
  }, [opened, step]);

  const save = (status: CaseStatus, reason: OnHoldReason | null) => {
    const change = statusChange(c, status, reason, { staff });
    if (change.kind === 'unchanged') return;
    if (change.kind === 'invalid') {
      toast({ title: 'Error', message: change.message, variant: 'destructive' });
      return;
    }
    update.mutate(
      { id: c.id, payload: change.payload },
      {
        onSuccess: () => toast({ title: 'Success', message: MESSAGES.updated }),
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          toast({
            title: 'Error',
            message: serverMessage(error, MESSAGES.updateFailed),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const chooseStatus = (value: string) => {
    const status = value as CaseStatus;
    if (needsReason(status)) setStep('reason');
    else save(status, null);
  };

  return (
    <Menu
      opened={opened}
      onChange={(next) => {
        setOpened(next);
        if (!next) setStep('status');
      }}
      disabled={update.isPending}
      position="bottom-start"
      withinPortal
    >
      <Menu.Target>
        <button
          ref={target}
          type="button"
          className={className}
          aria-label={statusMenuLabel(who, c.currentStatus)}
          aria-busy={update.isPending || undefined}
        >
          {statusTriggerContent(c)}
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        {step === 'status' ? (
          <Menu.RadioGroup value={c.currentStatus} onChange={chooseStatus}>
            {statusMenuOptions(c).map((status) => (
              <Menu.RadioItem key={status} value={status} closeMenuOnClick={!needsReason(status)}>
                {needsReason(status) ? `${statusLabel(status)}…` : statusLabel(status)}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        ) : (
          <>
            <Menu.Label>On hold reason (required)</Menu.Label>
            <Menu.RadioGroup
              value={c.currentStatus === 'on_hold' ? c.onHoldReason : null}
              onChange={(value) => save('on_hold', value as OnHoldReason)}
            >
              {REASONS.map((reason, i) => (
                <Menu.RadioItem
                  key={reason}
                  value={reason}
                  closeMenuOnClick
                  ref={i === 0 ? firstReason : undefined}
                >
                  {ON_HOLD_REASON_LABELS[reason]}
                </Menu.RadioItem>
              ))}
            </Menu.RadioGroup>
            <Menu.Divider />
            <Menu.Item closeMenuOnClick={false} onClick={() => setStep('status')}>
              Back to statuses
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
