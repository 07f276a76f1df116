import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';

import type { ImportBatch } from '@/features/imports/api/get-imports';
import { useUndoImport } from '@/features/imports/api/undo-import';
import { UNDO_MESSAGES, undoneText, undoWarning } from '@/features/imports/rules';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

/** Asks for a reason and a confirmation, then undoes the import; a refusal (409) is shown in the dialog. */
export function UndoImportDialog({ batch, onClose }: { batch: ImportBatch | null; onClose: () => void }) {
  return (
    <Modal opened={batch !== null} onClose={onClose} title="Undo import" size="md">
      {batch && <UndoForm key={batch.id} batch={batch} onClose={onClose} />}
    </Modal>
  );
}

function UndoForm({ batch, onClose }: { batch: ImportBatch; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const undo = useUndoImport();
  const handleUnauthorized = useUnauthorizedHandler();

  const confirm = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    setRefusal(null);
    undo.mutate(
      { id: batch.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: UNDO_MESSAGES.successTitle, message: undoneText(batch) });
          onClose();
        },
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          setRefusal(serverMessage(error, UNDO_MESSAGES.failed));
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{undoWarning(batch)}</Text>
      <Textarea
        label="Reason"
        required
        rows={3}
        maxLength={500}
        value={reason}
        error={missing && !reason.trim() ? UNDO_MESSAGES.reasonRequired : undefined}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      {refusal && (
        <Alert color="red" title={UNDO_MESSAGES.errorTitle} p="sm" role="alert">
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {refusal}
          </Text>
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={undo.isPending}>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={undo.isPending}>
          Undo import
        </Button>
      </Group>
    </Stack>
  );
}
