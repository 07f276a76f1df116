import { useState } from 'react';

import type { Case } from '@/types/api';
import type { DashboardConfirm } from './dashboard-confirms';

/** A row's Delete or Cancel waiting for its confirmation. */
export type PendingRowAction = { kind: 'delete' | 'cancel'; c: Case } | null;

/** Which of the dashboard's dialogs is open, and for which case. */
export function useDashboardDialogs() {
  const [dialog, setDialog] = useState<'upload' | 'add' | null>(null);
  const [editing, setEditing] = useState<{ c: Case | null; opened: boolean }>({ c: null, opened: false });
  const [details, setDetails] = useState<Case | null>(null);
  const [unlocking, setUnlocking] = useState<Case | null>(null);
  const [pending, setPending] = useState<PendingRowAction>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [confirming, setConfirming] = useState<DashboardConfirm | null>(null);
  return {
    dialog,
    setDialog,
    editing,
    setEditing,
    details,
    setDetails,
    unlocking,
    setUnlocking,
    pending,
    setPending,
    shortcutsOpen,
    setShortcutsOpen,
    confirming,
    setConfirming,
  };
}

export type DashboardDialogState = ReturnType<typeof useDashboardDialogs>;
