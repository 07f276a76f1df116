import { miTag } from '@/components/overview/case-labels';
import '@mantine/core/styles/Fieldset.css';

import { useState, type FormEvent } from 'react';
import { Button, Fieldset, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';

import { QUICK_SELECT_KAMS, useKams } from '@/features/cases/api/get-kams';
import { useUpdateCase } from '@/features/cases/api/update-case';
import {
  FormButtons,
  IdentityFields,
  InvoicingFields,
  MiFields,
  StatusFields,
  type IdentityField,
} from '@/features/cases/components/case-form-sections';
import { KamCheckHint } from '@/features/cases/components/kam-check-hint';
import {
  editFormFromCase,
  editPayload,
  isMiEnabled,
  MESSAGES,
  setBhrukId,
  setInstructed,
  setMiAmount,
  setMiType,
  setStatus,
  setWidget,
  showsInvoiceFields,
  showsOnHoldReason,
  statusOptions,
  validateEdit,
  EDIT_ERROR_FIELDS,
  type EditForm,
} from '@/features/cases/rules/edit-rules';
import { caseEditAccess } from '@/features/cases/rules/edit-access';
import { HOLD_FIELD_NOTE, HOLD_FIELDS_NOTE } from '@/features/cases/rules/legal-hold';
import { isKindCompany, savedBhrukId } from '@/features/cases/rules/kind-id';
import { serverMessage } from '@/lib/api-client';
import { errorsFor, hasErrors, serverFieldErrors, useInlineErrors } from '@/lib/form-errors';
import { usePermissions } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';
import type { Case } from '@/types/api';

type Props = { caseData: Case | null; opened: boolean; onClose: () => void };

/**
 * guide: screens#dialogs Edit Case dialog (rules: guide: workflow, labels#validation, roles staff restrictions; PUT
 * payload: guide: api#endpoints; toasts: guide: labels#toasts). Whoever may edit only the four staff fields
 * (rules/edit-access: no EDIT_CASES) gets the staff variant, whatever their role.
 */
export default function EditCaseDialog({ caseData, opened, onClose }: Props) {
  return (
    <Modal opened={opened && caseData !== null} onClose={onClose} title="Edit Case" size="lg">
      {caseData && (
        <EditCaseForm key={`${caseData.id}:${caseData.updatedAt}`} caseData={caseData} onClose={onClose} />
      )}
    </Modal>
  );
}

/** The Edit dialog shows the KAM ID (with its check and quick-select) before the BHR UK ID. */
const EDIT_IDENTITY_ORDER: readonly IdentityField[] = ['widget', 'clientName', 'kamId', 'bhrukId'];

function EditCaseForm({ caseData, onClose }: { caseData: Case; onClose: () => void }) {
  const { user, ...access } = usePermissions();
  // 'none' never opens this dialog (no Edit action); 'staff' gets the staff variant of guide: roles.
  const staffOnly = caseEditAccess(access) === 'staff';
  // A legal hold freezes the identity fields (rules/legal-hold); the work fields stay editable.
  const held = caseData.legalHold === true;
  const frozen = staffOnly || held;
  const [form, setForm] = useState<EditForm>(() => editFormFromCase(caseData));
  const { container, errors, show, clear } = useInlineErrors<(typeof EDIT_ERROR_FIELDS)[number]>();
  const update = useUpdateCase();
  const handleUnauthorized = useUnauthorizedHandler();
  // Staff never see the quick-select buttons, so their dialog does not ask for the KAM list.
  const kams = useKams(user !== null && !staffOnly);

  const holdNote = held ? HOLD_FIELD_NOTE : undefined;
  const mi = isMiEnabled(form);
  const kind = isKindCompany(form.widget);
  const text = (field: 'widget' | 'kamId' | 'clientName' | 'invoiceNumber' | 'invoiceDate') => ({
    value: form[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((current) => (field === 'widget' ? setWidget(current, value) : { ...current, [field]: value }));
      if (field === 'widget' || field === 'clientName') clear(field);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateEdit(form, caseData, { staff: staffOnly });
    show(found);
    if (hasErrors(found)) return;
    update.mutate(
      { id: caseData.id, payload: editPayload(form, caseData.updatedAt, { staff: staffOnly }) },
      {
        onSuccess: () => {
          toast({ title: 'Success', message: MESSAGES.updated });
          onClose();
        },
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          const inline = errorsFor(serverFieldErrors(error), EDIT_ERROR_FIELDS);
          if (hasErrors(inline)) return show(inline);
          toast({
            title: 'Error',
            message: serverMessage(error, MESSAGES.updateFailed),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate ref={container}>
      <Stack gap="md">
        {held && (
          <Text size="sm" role="note">
            {HOLD_FIELDS_NOTE}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <IdentityFields
            order={EDIT_IDENTITY_ORDER}
            fields={{
              widget: {
                label: 'Company',
                withAsterisk: true,
                ...text('widget'),
                error: errors.widget,
                readOnly: frozen,
                variant: frozen ? 'filled' : 'default',
                description: holdNote,
              },
              clientName: {
                label: 'Client Name',
                ...text('clientName'),
                error: errors.clientName,
                readOnly: held,
                variant: held ? 'filled' : 'default',
                description: holdNote,
              },
              kamId: {
                label: 'KAM ID',
                ...text('kamId'),
                readOnly: frozen,
                variant: frozen ? 'filled' : 'default',
                description: holdNote,
                below: (
                  <>
                    <KamCheckHint kamId={form.kamId} caseData={caseData} />
                    {!frozen && (kams.data?.length ?? 0) > 0 && (
                      <Group gap={6} aria-label="Quick-select KAM ID" role="group">
                        {kams.data!.slice(0, QUICK_SELECT_KAMS).map((kam) => (
                          <Button
                            key={kam.id}
                            size="compact-xs"
                            variant={form.kamId === kam.kamId ? 'filled' : 'light'}
                            onClick={() => setForm((current) => ({ ...current, kamId: kam.kamId }))}
                          >
                            {kam.kamId}
                          </Button>
                        ))}
                      </Group>
                    )}
                  </>
                ),
              },
              bhrukId: {
                label: 'BHR UK ID',
                value: form.bhrukId,
                onChange: (event) => {
                  const value = event.currentTarget.value;
                  setForm((current) => setBhrukId(current, value));
                },
                inputMode: kind ? 'numeric' : undefined,
                readOnly: frozen,
                variant: frozen ? 'filled' : 'default',
                description: holdNote ?? (kind ? 'Digits only; the KIND prefix is added' : undefined),
                below: kind ? (
                  <Text size="xs" c="dimmed">
                    Will be saved as: <strong>{savedBhrukId(form.widget, form.bhrukId) || '(none)'}</strong>
                  </Text>
                ) : null,
              },
            }}
          />
        </SimpleGrid>

        <Fieldset legend="Status Information" p={{ base: 'xs', sm: 'md' }}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <StatusFields
              instructed={form.instructed}
              status={form.currentStatus}
              statuses={statusOptions(form.instructed, form.currentStatus)}
              onHoldReason={form.onHoldReason}
              showOnHoldReason={showsOnHoldReason(form)}
              onHoldReasonError={errors.onHoldReason}
              onInstructed={(value) => setForm((current) => setInstructed(current, value))}
              onStatus={(value) => {
                setForm((current) => setStatus(current, value));
                clear('onHoldReason');
              }}
              onOnHoldReason={(value) => {
                setForm((current) => ({ ...current, onHoldReason: value }));
                clear('onHoldReason');
              }}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset
          legend="Invoicing Information"
          p={{ base: 'xs', sm: 'md' }}
          disabled={staffOnly}
          style={staffOnly ? { opacity: 0.6 } : undefined}
          data-readonly={staffOnly || undefined}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <InvoicingFields
              invoiced={form.invoiced}
              readOnly={staffOnly}
              onInvoiced={(value) => setForm((current) => ({ ...current, invoiced: value }))}
            >
              {showsInvoiceFields(form) && (
                <>
                  <TextInput label="Invoice Date" type="date" {...text('invoiceDate')} readOnly={staffOnly} />
                  <TextInput label="Invoice Number" {...text('invoiceNumber')} readOnly={staffOnly} />
                </>
              )}
            </InvoicingFields>
          </SimpleGrid>
        </Fieldset>

        <Fieldset
          legend="Management Information (MI)"
          p={{ base: 'xs', sm: 'md' }}
          disabled={staffOnly || !mi}
          style={staffOnly || !mi ? { opacity: 0.6 } : undefined}
        >
          {!mi && (
            <Text size="xs" c="dimmed" mb="xs">
              MI can be entered when the status is Sent.
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <MiFields
              miType={form.miType}
              miAmount={form.miAmount}
              readOnly={staffOnly}
              onMiType={(value) => setForm((current) => setMiType(current, value))}
              onMiAmount={(value) => setForm((current) => setMiAmount(current, value))}
            />
            <TextInput label="Auto Tag" value={miTag(form.miType)} readOnly variant="filled" />
          </SimpleGrid>
        </Fieldset>

        <FormButtons
          pending={update.isPending}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
