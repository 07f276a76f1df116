import { showsOnHoldReason } from '@/features/cases/rules/edit-rules';

import { useState, type FormEvent } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';

import { useCreateCase } from '@/features/cases/api/create-case';
import { useBhrukIdUse } from '@/features/cases/api/get-bhruk-id-use';
import {
  FormButtons,
  IdentityFields,
  InvoicingFields,
  MiFields,
  StatusFields,
  type IdentityField,
} from '@/features/cases/components/case-form-sections';
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
import { CASE_STATUSES } from '@/types/api';

type Props = { opened: boolean; onClose: () => void };

/**
 * guide: screens#dialogs Add Case Manually dialog (rules: guide: workflow, workflow#kind-identifiers and the KIND rule;
 * POST: guide: api#endpoints; toasts: guide: labels#toasts). guide: workflow#adding-a-case: guide (labels#add-case)
 * validation texts show under their fields (not as a toast over the dialog) and focus moves to the first; a BHR UK ID
 * already in use is warned about as it is typed.
 */
export default function AddCaseDialog({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Case Manually" size="lg">
      <AddCaseForm onClose={onClose} />
    </Modal>
  );
}

/** The Add dialog asks for the BHR UK ID before the KAM ID. */
const ADD_IDENTITY_ORDER: readonly IdentityField[] = ['widget', 'clientName', 'bhrukId', 'kamId'];

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

  const mi = isMiEnabled(form);
  return (
    <form onSubmit={submit} noValidate ref={container}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <IdentityFields
            order={ADD_IDENTITY_ORDER}
            fields={{
              widget: {
                label: 'Company Name',
                required: true,
                value: form.widget,
                error: errors.widget,
                onChange: (event) => {
                  const value = event.currentTarget.value;
                  setForm((current) => setAddWidget(current, value));
                  clear('widget');
                },
              },
              clientName: { label: 'Client Name', required: true, ...text('clientName') },
              bhrukId: {
                label: 'BHR UK ID',
                required: true,
                value: form.bhrukId,
                inputMode: kind ? 'numeric' : undefined,
                error: errors.bhrukId,
                // The warning sits under the field, where an error would (it is a description: it does not block).
                inputWrapperOrder: ['label', 'input', 'description', 'error'],
                description:
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
                  ) : undefined,
                onChange: (event) => {
                  const value = event.currentTarget.value;
                  setForm((current) => setAddBhrukId(current, value));
                  clear('bhrukId');
                },
              },
              kamId: { label: 'KAM ID', required: true, ...text('kamId') },
            }}
          />
          <StatusFields
            instructed={form.instructed}
            status={form.currentStatus}
            statuses={CASE_STATUSES}
            onHoldReason={form.onHoldReason}
            showOnHoldReason={showsOnHoldReason(form)}
            onHoldReasonError={errors.onHoldReason}
            onInstructed={(value) => setForm((current) => setAddInstructed(current, value))}
            onStatus={(value) => {
              setForm((current) => setAddStatus(current, value));
              clear('onHoldReason');
            }}
            onOnHoldReason={(value) => {
              setForm((current) => ({ ...current, onHoldReason: value }));
              clear('onHoldReason');
            }}
          />
          {showsInvoiced(form) && (
            <InvoicingFields
              invoiced={form.invoiced}
              onInvoiced={(value) => setForm((current) => ({ ...current, invoiced: value }))}
            />
          )}
          <MiFields
            miType={form.miType}
            miAmount={form.miAmount}
            disabled={!mi}
            description={mi ? undefined : 'For Sent cases'}
            onMiType={(value) => setForm((current) => setAddMiType(current, value))}
            onMiAmount={(value) => setForm((current) => setAddMiAmount(current, value))}
          />
        </SimpleGrid>
        <Textarea label="Notes" rows={3} {...text('notes')} />
        <FormButtons
          pending={create.isPending}
          submitLabel="Add Case"
          pendingLabel="Adding..."
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
