import '@mantine/core/styles/Switch.css';

import { useState } from 'react';
import { Button, Group, Modal, Stack, Switch, Textarea } from '@mantine/core';

import { useSetLegalHold } from '@/features/privacy/api/set-legal-hold';
import { caseLabel, reasonError, type SubjectCase } from '@/features/privacy/rules';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** The legal-hold switch of one case, asking for the reason the audit trail keeps. */
export function HoldToggle({ row, onChanged }: { row: SubjectCase; onChanged?: () => void }) {
  const setHold = useSetLegalHold();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched ? reasonError(reason) : null;
  const submit = () => {
    setTouched(true);
    if (reasonError(reason)) return;
    setHold.mutate(
      { id: row.id, hold: !row.legalHold, reason },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          setTouched(false);
          toast({ title: row.legalHold ? 'Legal hold released' : 'Legal hold set', message: caseLabel(row) });
          onChanged?.();
        },
        onError: (e) => toast({ title: 'Error', message: serverMessage(e), variant: 'destructive' }),
      },
    );
  };
  return (
    <>
      <Switch
        checked={row.legalHold}
        onChange={() => setOpen(true)}
        label="Legal hold"
        aria-label={`Legal hold for ${caseLabel(row)}`}
      />
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={row.legalHold ? 'Release legal hold' : 'Put on legal hold'}
      >
        <Stack>
          <Textarea
            label="Reason"
            required
            value={reason}
            error={error}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={submit} loading={setHold.isPending}>
              {row.legalHold ? 'Release' : 'Put on hold'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
