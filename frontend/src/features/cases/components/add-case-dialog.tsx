import { showsOnHoldReason } from '@/features/cases/rules/edit-rules';
import '@mantine/core/styles/NumberInput.css';

import { useState, type FormEvent } from 'react';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';

import { useCreateCase } from '@/features/cases/api/create-case';
import {
  miTypeData,
  onHoldReasonData,
  statusData,
  YesNoSelect,
} from '@/features/cases/components/edit-case-fields';
import {
  addPayload,
  addValidationError,
  EMPTY_ADD_FORM,
  isMiEnabled,
  MESSAGES,
  setAddBhrukId,
  setAddInstructed,
  setAddMiAmount,
  setAddMiType,
  setAddStatus,
  setAddWidget,
  showsInvoiced,
  type AddForm,
} from '@/features/cases/rules/add-rules';
import { isKindCompany } from '@/features/cases/rules/kind-id';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';
import { CASE_STATUSES, type CaseStatus, type MiType, type OnHoldReason } from '@/types/api';

type Props = { opened: boolean; onClose: () => void };

/** SPEC §2 Add Case Manually dialog (rules: §4, §5 validation toasts and the KIND rule; POST: §7; toasts: §8). */
export default function AddCaseDialog({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Case Manually" size="lg">
      <AddCaseForm onClose={onClose} />
    </Modal>
  );
}

function AddCaseForm({ onClose }: { onClose: () => void }) {
  const [form, setForm] = useState<AddForm>(EMPTY_ADD_FORM);
  const create = useCreateCase();
  const handleUnauthorized = useUnauthorizedHandler();
  const kind = isKindCompany(form.widget);
  const text = (field: 'clientName' | 'kamId' | 'notes') => ({
    value: form[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((current) => ({ ...current, [field]: value }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = addValidationError(form);
    if (problem) {
      toast({ title: MESSAGES.validationTitle, message: problem, variant: 'destructive' });
      return;
    }
    create.mutate(addPayload(form), {
      onSuccess: () => {
        toast({ title: 'Success', message: MESSAGES.added });
        setForm(EMPTY_ADD_FORM);
        onClose();
      },
      onError: (error) => {
        if (handleUnauthorized(error)) return;
        toast({ title: 'Error', message: serverMessage(error, MESSAGES.addFailed), variant: 'destructive' });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Company Name"
            withAsterisk
            value={form.widget}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setForm((current) => setAddWidget(current, value));
            }}
          />
          <TextInput label="Client Name" withAsterisk {...text('clientName')} />
          <TextInput
            label="BHR UK ID"
            withAsterisk
            value={form.bhrukId}
            inputMode={kind ? 'numeric' : undefined}
            description={kind ? `Digits only; saved as KIND${form.bhrukId || '…'}` : undefined}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setForm((current) => setAddBhrukId(current, value));
            }}
          />
          <TextInput label="KAM ID" withAsterisk {...text('kamId')} />
          <YesNoSelect
            label="Instructed"
            value={form.instructed}
            onChange={(value) => setForm((current) => setAddInstructed(current, value))}
          />
          <Select<CaseStatus>
            label="Current Status"
            data={statusData(CASE_STATUSES)}
            value={form.currentStatus}
            allowDeselect={false}
            onChange={(value) => value && setForm((current) => setAddStatus(current, value))}
          />
          {showsOnHoldReason(form) && (
            <Select<OnHoldReason>
              label="On Hold Reason"
              placeholder="Select a reason"
              data={onHoldReasonData}
              value={form.onHoldReason}
              onChange={(value) => setForm((current) => ({ ...current, onHoldReason: value }))}
            />
          )}
          {showsInvoiced(form) && (
            <YesNoSelect
              label="Invoiced"
              value={form.invoiced}
              onChange={(value) => setForm((current) => ({ ...current, invoiced: value }))}
            />
          )}
          <Select<MiType>
            label="MI Type"
            placeholder="None"
            data={miTypeData}
            value={form.miType}
            clearable
            disabled={!isMiEnabled(form)}
            description={isMiEnabled(form) ? undefined : 'For Sent cases'}
            onChange={(value) => setForm((current) => setAddMiType(current, value))}
          />
          <NumberInput
            label="MI Amount (£)"
            step={0.01}
            decimalScale={2}
            value={form.miAmount}
            disabled={!isMiEnabled(form)}
            description={isMiEnabled(form) ? undefined : 'For Sent cases'}
            onChange={(value) => setForm((current) => setAddMiAmount(current, String(value)))}
          />
        </SimpleGrid>
        <Textarea label="Notes" rows={3} {...text('notes')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Adding...' : 'Add Case'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
