import '@mantine/core/styles/NumberInput.css';

import type { ReactNode } from 'react';
import { Button, Group, NumberInput, Select, Stack, TextInput, type TextInputProps } from '@mantine/core';

import { miTypeData, onHoldReasonData, statusData, YesNoSelect } from './edit-case-fields';
import type { CaseStatus, MiType, OnHoldReason } from '@/types/api';

/**
 * The fields the Add and Edit case dialogs share, as sections each dialog lays out its own way (the Add dialog in
 * one grid, the Edit dialog in fieldsets). The dialogs keep their rules (rules/add-rules, rules/edit-rules): a
 * section shows values and reports changes, the dialog decides what a change does to the form.
 */

export type IdentityField = 'widget' | 'clientName' | 'bhrukId' | 'kamId';

/** One identity field: its text input's props and what shows under it (a hint, quick-select buttons). */
export type IdentityInput = TextInputProps & { below?: ReactNode };

/** Company, Client Name, BHR UK ID and KAM ID, in the dialog's `order`, for the dialog's grid. */
export function IdentityFields({
  order,
  fields,
}: {
  order: readonly IdentityField[];
  fields: Record<IdentityField, IdentityInput>;
}) {
  return order.map((name) => {
    const { below, ...input } = fields[name];
    return below === undefined ? (
      <TextInput key={name} {...input} />
    ) : (
      <Stack key={name} gap={4}>
        <TextInput {...input} />
        {below}
      </Stack>
    );
  });
}

/** Instructed, Current Status (from `statuses`) and, when asked for, the On Hold reason. */
export function StatusFields({
  instructed,
  status,
  statuses,
  onHoldReason,
  showOnHoldReason,
  onHoldReasonError,
  onInstructed,
  onStatus,
  onOnHoldReason,
}: {
  instructed: boolean;
  status: CaseStatus;
  statuses: readonly CaseStatus[];
  onHoldReason: OnHoldReason | null;
  showOnHoldReason: boolean;
  onHoldReasonError?: ReactNode;
  onInstructed: (value: boolean) => void;
  onStatus: (value: CaseStatus) => void;
  onOnHoldReason: (value: OnHoldReason | null) => void;
}) {
  return (
    <>
      <YesNoSelect label="Instructed" value={instructed} onChange={onInstructed} />
      <Select<CaseStatus>
        label="Current Status"
        data={statusData(statuses)}
        value={status}
        allowDeselect={false}
        onChange={(value) => value && onStatus(value)}
      />
      {showOnHoldReason && (
        <Select<OnHoldReason>
          label="On Hold Reason"
          required
          placeholder="Select a reason"
          data={onHoldReasonData}
          value={onHoldReason}
          error={onHoldReasonError}
          onChange={onOnHoldReason}
        />
      )}
    </>
  );
}

/** Invoiced, then what an invoiced case also records (the Edit dialog's date and number). */
export function InvoicingFields({
  invoiced,
  readOnly,
  onInvoiced,
  children,
}: {
  invoiced: boolean;
  readOnly?: boolean;
  onInvoiced: (value: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <>
      <YesNoSelect label="Invoiced" value={invoiced} readOnly={readOnly} onChange={onInvoiced} />
      {children}
    </>
  );
}

/** MI Type and MI Amount: `disabled` with a `description` (Add), or `readOnly` (Edit's staff variant). */
export function MiFields({
  miType,
  miAmount,
  disabled,
  readOnly,
  description,
  onMiType,
  onMiAmount,
}: {
  miType: MiType | null;
  miAmount: string;
  disabled?: boolean;
  readOnly?: boolean;
  description?: string;
  onMiType: (value: MiType | null) => void;
  onMiAmount: (value: string) => void;
}) {
  return (
    <>
      <Select<MiType>
        label="MI Type"
        placeholder="None"
        data={miTypeData}
        value={miType}
        clearable
        disabled={disabled}
        readOnly={readOnly}
        description={description}
        onChange={onMiType}
      />
      <NumberInput
        label="MI Amount (£)"
        step={0.01}
        decimalScale={2}
        value={miAmount}
        disabled={disabled}
        readOnly={readOnly}
        description={description}
        onChange={(value) => onMiAmount(String(value))}
      />
    </>
  );
}

/** Cancel and the submit button, which reads `pendingLabel` while the request runs. */
export function FormButtons({
  pending,
  submitLabel,
  pendingLabel,
  onCancel,
}: {
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onCancel: () => void;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </Group>
  );
}
