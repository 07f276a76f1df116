import { useState } from 'react';
import { Text, TextInput } from '@mantine/core';

import type { Case } from '@/types/api';
import { CANCEL_REASON_DEFAULT, CANCEL_REASON_MAX, cancelReasonError } from '@/features/cases/rules/confirms';
import { ConfirmDialog } from './confirm-dialog';

/** One case cancelled with its own reason (default "Client request"); "Keep case" closes without a change. */
export function CancelCaseDialog({
  caseData,
  pending,
  onConfirm,
  onClose,
}: {
  caseData: Case | null;
  pending: boolean;
  onConfirm: (c: Case, reason: string) => void;
  onClose: () => void;
}) {
  // Each opening starts from the default reason (the dialog is mounted again for every case).
  const [reason, setReason] = useState(CANCEL_REASON_DEFAULT);
  const [touched, setTouched] = useState(false);
  const error = cancelReasonError(reason);
  const name = caseData ? caseData.bhrukId || caseData.clientName : '';
  return (
    <ConfirmDialog
      opened={caseData !== null}
      title="Cancel Case"
      confirmLabel="Cancel Case"
      cancelLabel="Keep case"
      danger
      pending={pending}
      confirmDisabled={error !== null}
      onConfirm={() => caseData && !error && onConfirm(caseData, reason.trim())}
      onClose={onClose}
    >
      <Text size="sm">{`Cancel case ${name}? It can be restored later.`}</Text>
      <TextInput
        label="Cancellation reason"
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setTouched(true);
        }}
        maxLength={CANCEL_REASON_MAX}
        error={touched ? error : null}
        required
        data-autofocus
      />
    </ConfirmDialog>
  );
}
