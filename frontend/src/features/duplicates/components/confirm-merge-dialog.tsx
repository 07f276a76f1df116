import { Alert, Button, Group, Modal, Text, Textarea } from '@mantine/core';

import { caseName } from '@/features/duplicates/rules';
import type { Case } from '@/types/api';

/** The confirmation of a merge: a required reason and the cancelled-cases note (guide: screens). */
export function ConfirmMergeDialog({
  opened,
  master,
  mismatch,
  duplicateCount,
  reason,
  reasonError,
  pending,
  onReasonChange,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  master: Case | null;
  /** The merge screen's warning when the cases differ in company or client, repeated here. */
  mismatch: string | null;
  duplicateCount: number;
  reason: string;
  reasonError: string | null;
  pending: boolean;
  onReasonChange: (reason: string) => void;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Confirm Merge" centered size="lg">
      <Text size="sm" mb="sm">
        {duplicateCount} {duplicateCount === 1 ? 'case' : 'cases'} will be merged into the master case{' '}
        <b>{master ? caseName(master) : ''}</b>. This cannot be undone.
      </Text>
      {mismatch && (
        <Alert color="orange" variant="light" mb="sm" title="Check before merging">
          {mismatch}
        </Alert>
      )}
      <Alert color="yellow" variant="light" mb="md" title="Note">
        Cancelled cases can only be merged by staff and managers.
      </Alert>
      <Textarea
        label="Reason for merging"
        placeholder="Why are these cases being merged?"
        required
        rows={3}
        value={reason}
        error={reasonError}
        onChange={(event) => onReasonChange(event.currentTarget.value)}
        data-autofocus
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          Confirm Merge
        </Button>
      </Group>
    </Modal>
  );
}
