import { showsOnHoldReason } from '@/features/cases/rules/edit-rules';
import '@mantine/core/styles/NumberInput.css';

import { useState, type FormEvent } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';

import { useCreateCase } from '@/features/cases/api/create-case';
import { useBhrukIdUse } from '@/features/cases/api/get-bhruk-id-use';
import {
  miTypeData,
  onHoldReasonData,
  statusData,
  YesNoSelect,
} from '@/features/cases/components/edit-case-fields';
import {
  ADD_ERROR_FIELDS,
  addPayload,
  bhrukInUseWarning,
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
  validateAdd,
  type AddForm,
} from '@/features/cases/rules/add-rules';
import { isKindCompany } from '@/features/cases/rules/kind-id';
import { serverMessage } from '@/lib/api-client';
import { errorsFor, hasErrors, serverFieldErrors, useInlineErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';
import { CASE_STATUSES, type CaseStatus, type MiType, type OnHoldReason } from '@/types/api';

type Props = { opened: boolean; onClose: () => void };

/**
 * SPEC §2 Add Case Manually dialog (rules: §4, §5 and the KIND rule; POST: §7; toasts: §8). Issue 26 §5: §5's
 * validation texts show under their fields (not as a toast over the dialog) and focus moves to the first; a BHR
 * UK ID already in use is warned about as it is typed.
 */
export default function AddCaseDialog({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Case Manually" size="lg">
      <AddCaseForm onClose={onClose} />
    </Modal>
  );
}

/** How long typing pauses before the BHR UK ID is looked up. */
const BHRUK_CHECK_DELAY_MS = 300;

function AddCaseForm({ onClose }: { onClose: () => void }) {
  const [form, setForm] = useState<AddForm>(EMPTY_ADD_FORM);
  const { container, errors, show, clear } = useInlineErrors<(typeof ADD_ERROR_FIELDS)[number]>();
  const create = useCreateCase();
  const handleUnauthorized = useUnauthorizedHandler();
  const kind = isKindCompany(form.widget);
  const [company] = useDebouncedValue(form.widget.trim(), BHRUK_CHECK_DELAY_MS);
  const [bhrukId] = useDebouncedValue(form.bhrukId.trim(), BHRUK_CHECK_DELAY_MS);
  const use = useBhrukIdUse(company, bhrukId);
  // Only once typing has paused on this ID: the answer is about the ID as it now reads.
  const inUse = bhrukId && bhrukId === form.bhrukId.trim() ? bhrukInUseWarning(use.data) : null;
  const text = (field: 'clientName' | 'kamId' | 'notes') => ({
    value: form[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((current) => ({ ...current, [field]: value }));
      if (field !== 'notes') clear(field);
    },
    error: field !== 'notes' ? errors[field] : undefined,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAdd(form);
    show(found);
    if (hasErrors(found)) return;
    create.mutate(addPayload(form), {
      onSuccess: () => {
        toast({ title: 'Success', message: MESSAGES.added });
        setForm(EMPTY_ADD_FORM);
        onClose();
      },
      onError: (error) => {
        if (handleUnauthorized(error)) return;
        const inline = errorsFor(serverFieldErrors(error), ADD_ERROR_FIELDS);
        if (hasErrors(inline)) return show(inline);
        toast({ title: 'Error', message: serverMessage(error, MESSAGES.addFailed), variant: 'destructive' });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate ref={container}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Company Name"
            required
            value={form.widget}
            error={errors.widget}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setForm((current) => setAddWidget(current, value));
              clear('widget');
            }}
          />
          <TextInput label="Client Name" required {...text('clientName')} />
          <TextInput
            label="BHR UK ID"
            required
            value={form.bhrukId}
            inputMode={kind ? 'numeric' : undefined}
            error={errors.bhrukId}
            // The warning sits under the field, where an error would (it is a description: it does not block).
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={
              kind || inUse ? (
                <>
                  {kind && `Digits only; saved as KIND${form.bhrukId || '…'}`}
                  {kind && inUse && <br />}
                  {inUse && (
                    <Text span size="xs" c="orange.9" fw={600} data-testid="bhruk-in-use">
                      {inUse}
                    </Text>
                  )}
                </>
              ) : undefined
            }
            onChange={(event) => {
              const value = event.currentTarget.value;
              setForm((current) => setAddBhrukId(current, value));
              clear('bhrukId');
            }}
          />
          <TextInput label="KAM ID" required {...text('kamId')} />
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
            onChange={(value) => {
              if (!value) return;
              setForm((current) => setAddStatus(current, value));
              clear('onHoldReason');
            }}
          />
          {showsOnHoldReason(form) && (
            <Select<OnHoldReason>
              label="On Hold Reason"
              required
              placeholder="Select a reason"
              data={onHoldReasonData}
              value={form.onHoldReason}
              error={errors.onHoldReason}
              onChange={(value) => {
                setForm((current) => ({ ...current, onHoldReason: value }));
                clear('onHoldReason');
              }}
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
