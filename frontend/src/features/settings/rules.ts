/** The turnaround targets form's pure rules: the form from the answer, its checks, the payload, the server's errors. */
import { ApiError } from '@/lib/api-client';
import type { TurnaroundSettings } from '@/types/turnaround';

export const MIN_TARGET_DAYS = 1;
export const MAX_TARGET_DAYS = 250;

/** A NumberInput's value: a number, or '' while empty. */
export type Days = number | '';

export type CompanyTarget = { key: string; company: string | null; days: Days };

export type TurnaroundForm = { defaultTargetDays: Days; companies: CompanyTarget[] };

/** Field names: `defaultTargetDays`, `companies` (the list as a whole), `company-<key>` and `days-<key>` per row. */
export type TurnaroundErrors = Record<string, string>;

export const DAYS_MESSAGE = `Enter a whole number of working days from ${MIN_TARGET_DAYS} to ${MAX_TARGET_DAYS}.`;
export const COMPANY_MESSAGE = 'Choose a company.';
export const DUPLICATE_MESSAGE = 'This company already has a target.';

let nextKey = 0;
/** A row key that stays put while rows above it are removed (focus and errors follow the row). */
export const newRowKey = (): string => `row-${++nextKey}`;

/** The form from the stored targets: companies in alphabetical order. */
export function toForm(settings: TurnaroundSettings): TurnaroundForm {
  return {
    defaultTargetDays: settings.defaultTargetDays,
    companies: Object.entries(settings.companies)
      .sort(([a], [b]) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' }))
      .map(([company, days]) => ({ key: newRowKey(), company, days })),
  };
}

export function daysError(days: Days): string | undefined {
  const ok =
    typeof days === 'number' && Number.isInteger(days) && days >= MIN_TARGET_DAYS && days <= MAX_TARGET_DAYS;
  return ok ? undefined : DAYS_MESSAGE;
}

/** Every failed check of the form, by field (empty: it may be saved). */
export function validateTurnaround(form: TurnaroundForm): TurnaroundErrors {
  const errors: TurnaroundErrors = {};
  const defaultError = daysError(form.defaultTargetDays);
  if (defaultError) errors.defaultTargetDays = defaultError;
  const seen = new Set<string>();
  for (const row of form.companies) {
    const company = row.company?.trim() ?? '';
    if (!company) errors[`company-${row.key}`] = COMPANY_MESSAGE;
    else if (seen.has(company.toLowerCase())) errors[`company-${row.key}`] = DUPLICATE_MESSAGE;
    seen.add(company.toLowerCase());
    const rowDays = daysError(row.days);
    if (rowDays) errors[`days-${row.key}`] = rowDays;
  }
  return errors;
}

/** PUT /api/settings/turnaround's body; only for a form that passed validateTurnaround. */
export function toPayload(form: TurnaroundForm): TurnaroundSettings {
  return {
    defaultTargetDays: Number(form.defaultTargetDays),
    companies: Object.fromEntries(form.companies.map((row) => [row.company?.trim() ?? '', Number(row.days)])),
  };
}

const first = (messages: unknown): string | undefined => {
  const message = Array.isArray(messages) ? messages[0] : messages;
  return typeof message === 'string' && message ? message : undefined;
};

/**
 * A 400 answer's `errors` on the form's fields. Accepted shapes: {"defaultTargetDays": [..]}; {"companies": [..]} for
 * the list as a whole; per company {"companies": {"Kind": [..]}} or {"companies.Kind": [..]} (shown on that row's days).
 */
export function serverTurnaroundErrors(errors: unknown, form: TurnaroundForm): TurnaroundErrors {
  if (!errors || typeof errors !== 'object') return {};
  const rowKey = (company: string) => form.companies.find((row) => row.company?.trim() === company)?.key;
  const result: TurnaroundErrors = {};
  const onCompany = (company: string, messages: unknown) => {
    const key = rowKey(company);
    const message = first(messages);
    if (key && message) result[`days-${key}`] = message;
    else if (message) result.companies = `${company}: ${message}`;
  };
  for (const [field, messages] of Object.entries(errors)) {
    if (field === 'defaultTargetDays') {
      const message = first(messages);
      if (message) result.defaultTargetDays = message;
    } else if (
      field === 'companies' &&
      messages &&
      typeof messages === 'object' &&
      !Array.isArray(messages)
    ) {
      for (const [company, companyMessages] of Object.entries(messages)) onCompany(company, companyMessages);
    } else if (field === 'companies') {
      const message = first(messages);
      if (message) result.companies = message;
    } else if (field.startsWith('companies.')) {
      onCompany(field.slice('companies.'.length), messages);
    }
  }
  return result;
}

/** The `errors` of a 400 answer's JSON body (null for any other failure). */
export function badRequestErrors(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  try {
    const body: unknown = JSON.parse(error.message.replace(/^\d{3}: /, ''));
    return body && typeof body === 'object' && 'errors' in body ? body.errors : null;
  } catch {
    return null;
  }
}
