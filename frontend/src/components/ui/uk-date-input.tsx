import '@mantine/dates/styles.css';

import { DateInput } from '@mantine/dates';

import { parseUkDate, UK_DATE_FORMAT } from '@/lib/uk-date';

const ARIA_LABELS = {
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

type Props = {
  label: string;
  /** YYYY-MM-DD, or '' for none (what the API's dateFrom / dateTo take). */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  w?: Parameters<typeof DateInput>[0]['w'];
  /** The first day that may be picked (YYYY-MM-DD). */
  minDate?: string;
  /** false for a date that must be given (a due date): no clear button. */
  clearable?: boolean;
  required?: boolean;
  /** The error is announced as it appears (a form's server error), not only described. */
  alertError?: boolean;
};

/**
 * A date filter in UK form: typed as dd/mm/yyyy or picked from a calendar in the app's locale (en-gb,
 * weeks from Monday; DatesProvider), while its value stays YYYY-MM-DD.
 */
export function UkDateInput({
  label,
  value,
  onChange,
  error,
  w,
  minDate,
  clearable = true,
  required,
  alertError = false,
}: Props) {
  return (
    <DateInput
      label={label}
      placeholder="dd/mm/yyyy"
      valueFormat={UK_DATE_FORMAT}
      dateParser={parseUkDate}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      clearable={clearable}
      required={required}
      minDate={minDate}
      error={error}
      errorProps={alertError ? { role: 'alert' } : undefined}
      w={w}
      popoverProps={{ withinPortal: true }}
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      ariaLabels={ARIA_LABELS}
    />
  );
}
