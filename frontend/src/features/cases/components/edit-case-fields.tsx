/** Small pieces shared by the Add and Edit case dialogs: Yes/No selects and the option lists. */
import { Select, type SelectProps } from '@mantine/core';

import {
  MI_TYPE_LABELS,
  ON_HOLD_REASON_LABELS,
  WORKFLOW_STATUS_LABELS as STATUS_LABELS,
} from '@/components/overview/case-labels';
import type { CaseStatus, MiType, OnHoldReason } from '@/types/api';

export const statusData = (statuses: readonly CaseStatus[]) =>
  statuses.map((value) => ({ value, label: STATUS_LABELS[value] }));

export const onHoldReasonData = (Object.keys(ON_HOLD_REASON_LABELS) as OnHoldReason[]).map((value) => ({
  value,
  label: ON_HOLD_REASON_LABELS[value],
}));

export const miTypeData = (Object.keys(MI_TYPE_LABELS) as MiType[]).map((value) => ({
  value,
  label: MI_TYPE_LABELS[value],
}));

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

type YesNoProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: boolean;
  onChange: (value: boolean) => void;
};

/** A Yes/No select (the product shows Instructed and Invoiced as Yes or No). */
export function YesNoSelect({ value, onChange, ...props }: YesNoProps) {
  return (
    <Select
      {...props}
      data={YES_NO}
      value={value ? 'yes' : 'no'}
      allowDeselect={false}
      onChange={(next) => next && onChange(next === 'yes')}
    />
  );
}
