/**
 * The Edit Case form's field groups, each bound to one useCaseEditForm: the Edit Case dialog shows all four, a case
 * page section shows its own. What a change does to the form is decided by rules/edit-rules, never here.
 */
import { miTag } from '@/components/overview/case-labels';

import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';

import {
  IdentityFields,
  InvoicingFields,
  MiFields,
  StatusFields,
  type IdentityField,
} from '@/features/cases/components/case-form-sections';
import { KamCheckHint } from '@/features/cases/components/kam-check-hint';
import {
  setBhrukId,
  setInstructed,
  setMiAmount,
  setMiType,
  setStatus,
  setWidget,
  showsInvoiceFields,
  showsOnHoldReason,
  statusOptions,
} from '@/features/cases/rules/edit-rules';
import { HOLD_FIELD_NOTE } from '@/features/cases/rules/legal-hold';
import { savedBhrukId } from '@/features/cases/rules/kind-id';
import { getCase } from '@/features/cases/api/get-case';
import { serverMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { CaseEditForm } from './use-case-edit-form';

type TextField = 'widget' | 'kamId' | 'clientName' | 'invoiceNumber' | 'invoiceDate';

function textProps(edit: CaseEditForm, field: TextField) {
  return {
    value: edit.form[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      edit.setForm((current) =>
        field === 'widget' ? setWidget(current, value) : { ...current, [field]: value },
      );
      if (field === 'widget' || field === 'clientName') edit.clear(field);
    },
  };
}

/** The Edit form shows the KAM ID (with its check and quick-select) before the BHR UK ID. */
const EDIT_IDENTITY_ORDER: readonly IdentityField[] = ['widget', 'clientName', 'kamId', 'bhrukId'];

export function EditIdentityGroup({ edit }: { edit: CaseEditForm }) {
  const { form, frozen, held, kind, errors, caseData } = edit;
  const holdNote = held ? HOLD_FIELD_NOTE : undefined;
  const fixed = (readOnly: boolean) => ({
    readOnly,
    variant: readOnly ? ('filled' as const) : ('default' as const),
    description: holdNote,
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <IdentityFields
        order={EDIT_IDENTITY_ORDER}
        fields={{
          widget: {
            label: 'Company',
            withAsterisk: true,
            ...textProps(edit, 'widget'),
            error: errors.widget,
            ...fixed(frozen),
          },
          clientName: {
            label: 'Client Name',
            ...textProps(edit, 'clientName'),
            error: errors.clientName,
            ...fixed(held),
          },
          kamId: {
            label: 'KAM ID',
            ...textProps(edit, 'kamId'),
            ...fixed(frozen),
            below: (
              <>
                <KamCheckHint kamId={form.kamId} caseData={caseData} />
                {!frozen && edit.quickKams.length > 0 && (
                  <Group gap={6} aria-label="Quick-select KAM ID" role="group">
                    {edit.quickKams.map((kam) => (
                      <Button
                        key={kam.id}
                        size="compact-xs"
                        variant={form.kamId === kam.kamId ? 'filled' : 'light'}
                        onClick={() => edit.setForm((current) => ({ ...current, kamId: kam.kamId }))}
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
              edit.setForm((current) => setBhrukId(current, value));
            },
            inputMode: kind ? 'numeric' : undefined,
            ...fixed(frozen),
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
  );
}

export function EditStatusGroup({ edit }: { edit: CaseEditForm }) {
  const { form, errors, setForm, clear } = edit;
  return (
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
  );
}

export function EditInvoicingGroup({ edit }: { edit: CaseEditForm }) {
  const { form, staffOnly } = edit;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <InvoicingFields
        invoiced={form.invoiced}
        readOnly={staffOnly}
        onInvoiced={(value) => edit.setForm((current) => ({ ...current, invoiced: value }))}
      >
        {showsInvoiceFields(form) && (
          <>
            <TextInput
              label="Invoice Date"
              type="date"
              {...textProps(edit, 'invoiceDate')}
              readOnly={staffOnly}
            />
            <TextInput label="Invoice Number" {...textProps(edit, 'invoiceNumber')} readOnly={staffOnly} />
          </>
        )}
      </InvoicingFields>
    </SimpleGrid>
  );
}

/** MI is entered only when the status is Sent (the note says so while it is not). */
export function EditMiGroup({ edit }: { edit: CaseEditForm }) {
  const { form, staffOnly, mi } = edit;
  return (
    <>
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
          onMiType={(value) => edit.setForm((current) => setMiType(current, value))}
          onMiAmount={(value) => edit.setForm((current) => setMiAmount(current, value))}
        />
        <TextInput label="Auto Tag" value={miTag(form.miType)} readOnly variant="filled" />
      </SimpleGrid>
    </>
  );
}

/** A save met a newer version: who made it, and a reload that keeps what was typed. */
export function EditConflictAlert({ edit }: { edit: CaseEditForm }) {
  const [loading, setLoading] = useState(false);
  const { conflict } = edit;
  if (!conflict) return null;
  const who = conflict.changedBy
    ? `${conflict.changedBy}${conflict.changedAt ? ` changed this case at ${formatDateTime(conflict.changedAt)}` : ' changed this case'}.`
    : conflict.message;
  const reload = async () => {
    setLoading(true);
    try {
      edit.rebase(await getCase(edit.caseData.id));
    } catch (error) {
      toast({
        title: 'Error',
        message: serverMessage(error, 'Failed to reload the case.'),
        variant: 'destructive',
      });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Alert color="yellow" title="This case was changed by someone else" role="alert">
      <Text size="sm">{who}</Text>
      <Text size="sm" mb="xs">
        Reload it to see their changes; what you typed here is kept.
      </Text>
      <Button size="xs" variant="light" loading={loading} onClick={() => void reload()}>
        Reload, keeping my changes
      </Button>
    </Alert>
  );
}
