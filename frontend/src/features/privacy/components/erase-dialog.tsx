import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';

import { useEraseCases } from '@/features/privacy/api/erase-cases';
import {
  erasureConfirmText,
  reasonError,
  targetBody,
  targetCount,
  type ErasureResult,
  type Target,
} from '@/features/privacy/rules';
import { serverMessage } from '@/lib/api-client';
import { isJob } from '@/lib/jobs';
import { toast } from '@/lib/toast';
import type { Job } from '@/types/api';

type Props = {
  target: Target | null;
  onClose: () => void;
  onErased: (result: ErasureResult) => void;
  onJob: (job: Job) => void;
};

/** Confirm an erasure of the chosen cases or of every match, with the reason the audit trail keeps. */
export function EraseDialog({ target, onClose, onErased, onJob }: Props) {
  const erase = useEraseCases();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const count = target ? targetCount(target) : 0;
  const close = () => {
    setReason('');
    setTouched(false);
    onClose();
  };
  const confirm = () => {
    setTouched(true);
    if (!target || reasonError(reason)) return;
    erase.mutate(
      { ...targetBody(target), reason },
      {
        onSuccess: (result) => {
          close();
          if (isJob(result))
            onJob(result); // a large erasure runs as a job: its card shows progress and outcome
          else onErased(result);
        },
        onError: (e) => toast({ title: 'Not erased', message: serverMessage(e), variant: 'destructive' }),
      },
    );
  };
  return (
    <Modal opened={target !== null} onClose={close} title="Erase personal data">
      <Stack>
        <Text size="sm">{erasureConfirmText(count)}</Text>
        <Textarea
          label="Reason"
          required
          value={reason}
          error={touched ? reasonError(reason) : null}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={erase.isPending}>
            Erase {count} {count === 1 ? 'case' : 'cases'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
