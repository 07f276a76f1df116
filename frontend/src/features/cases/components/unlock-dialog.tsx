import { Alert, Text } from '@mantine/core';

import type { Case } from '@/types/api';
import { ConfirmDialog } from './confirm-dialog';

/** guide: workflow: unlocking needs a confirmation (the unlock warning). */
export function UnlockDialog({
  caseData,
  pending,
  onConfirm,
  onClose,
}: {
  caseData: Case | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const name = caseData ? caseData.bhrukId || caseData.clientName || `#${caseData.id}` : '';
  return (
    <ConfirmDialog
      opened={caseData !== null}
      title="Unlock Case"
      confirmLabel="Unlock Case"
      danger
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Alert color="orange" title="Warning">
        This case is locked because it has been sent, invoiced and its MI information completed. Unlocking it
        allows the case to be edited and deleted again.
      </Alert>
      <Text size="sm">
        Are you sure you want to unlock case <strong>{name}</strong>
        {caseData?.clientName && caseData.bhrukId ? ` (${caseData.clientName})` : ''}?
      </Text>
    </ConfirmDialog>
  );
}
