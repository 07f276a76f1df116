import {
  LEGAL_HOLD_REASONS,
  ON_HOLD_REASON_LABELS,
  statusLabel,
  yesNo,
} from '@/components/overview/case-labels';
import { ApiError, isUnauthorizedError, serverMessage } from '@/lib/api-client';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import type { Case, DuplicateIdentifierType, OnHoldReason } from '@/types/api';

export const IDENTIFIER_TYPE_LABELS: Record<DuplicateIdentifierType, string> = {
  kamId: 'KAM ID',
  bhrukId: 'BHR UK ID',
  clientName: 'Client Name',
};

export type TypeFilter = 'all' | DuplicateIdentifierType;

export const TYPE_FILTERS: { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'All Types' },
  { value: 'kamId', label: 'KAM ID' },
  { value: 'bhrukId', label: 'BHR UK ID' },
  { value: 'clientName', label: 'Client Name' },
];

// --- The paged groups list (guide: duplicates#duplicates-page): type, sort and paging are the server's ---------------

export type GroupSortBy = 'lastUpdated' | 'caseCount' | 'identifier';
export type GroupSortOrder = 'asc' | 'desc';

/** duplicates/selectors.py GROUP_PAGE_SIZES; the server's default is 25. */
export const GROUP_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_GROUP_PAGE_SIZE = 25;

/** The sort choices, one select: `value` is "sortBy:sortOrder". */
export const GROUP_SORTS: { value: `${GroupSortBy}:${GroupSortOrder}`; label: string }[] = [
  { value: 'lastUpdated:desc', label: 'Newest activity first' },
  { value: 'lastUpdated:asc', label: 'Oldest activity first' },
  { value: 'caseCount:desc', label: 'Most cases first' },
  { value: 'caseCount:asc', label: 'Fewest cases first' },
  { value: 'identifier:asc', label: 'Identifier A to Z' },
  { value: 'identifier:desc', label: 'Identifier Z to A' },
];

export type GroupSort = { sortBy: GroupSortBy; sortOrder: GroupSortOrder };
export const DEFAULT_GROUP_SORT: GroupSort = { sortBy: 'lastUpdated', sortOrder: 'desc' };

export function parseGroupSort(value: string | null | undefined): GroupSort {
  const found = GROUP_SORTS.find((option) => option.value === value);
  if (!found) return DEFAULT_GROUP_SORT;
  const [sortBy, sortOrder] = found.value.split(':') as [GroupSortBy, GroupSortOrder];
  return { sortBy, sortOrder };
}

/** "Showing 26 to 50 of 46,196 groups"; "No groups" for an empty list. */
export function groupsShowingText(page: number, limit: number, total: number): string {
  if (total <= 0) return 'No groups';
  const from = (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  const n = (value: number) => value.toLocaleString('en-GB');
  return `Showing ${n(from)} to ${n(to)} of ${n(total)} ${total === 1 ? 'group' : 'groups'}`;
}

/** The case fields the merge screen compares and may set on the master (duplicates/serializers.py). */
export const MERGE_FIELDS = [
  { key: 'widget', label: 'Company' },
  { key: 'externalUserId', label: 'OB Link' },
  { key: 'createdAt', label: 'Created At' },
  { key: 'kamId', label: 'KAM ID' },
  { key: 'clientName', label: 'Client Name' },
  { key: 'bhrukId', label: 'BHRUK ID' },
  { key: 'instructed', label: 'Instructed' },
  { key: 'currentStatus', label: 'Current Status' },
  { key: 'onHoldReason', label: 'On Hold Reason' },
  { key: 'invoiced', label: 'Invoiced' },
  { key: 'invoiceDate', label: 'Invoice Date' },
  { key: 'invoiceNumber', label: 'Invoice Number' },
  { key: 'miType', label: 'MI Type' },
  { key: 'miAmount', label: 'MI Amount' },
  { key: 'notes', label: 'Notes' },
  { key: 'reportType', label: 'Report Type' },
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'originalStatus', label: 'Original Status' },
] as const satisfies readonly { key: keyof Case; label: string }[];

export type MergeField = (typeof MERGE_FIELDS)[number]['key'];
export type MergeValue = Case[MergeField];

/** One distinct value of a field among the candidates, and the cases that hold it. */
export type ValueOption = { key: string; value: MergeValue; caseIds: number[] };
export type FieldDifference = { field: MergeField; label: string; options: ValueOption[] };

/** Equality key of a value: null, undefined and '' are all "no value". */
export function valueKey(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return JSON.stringify(value);
}

export function formatMergeValue(field: MergeField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  switch (field) {
    case 'instructed':
    case 'invoiced':
      return yesNo(Boolean(value));
    case 'currentStatus':
      return statusLabel(String(value));
    case 'onHoldReason':
      return ON_HOLD_REASON_LABELS[String(value) as OnHoldReason] ?? String(value);
    case 'miType':
      return value === 'deficit'
        ? 'Deficit (Impecunious)'
        : value === 'surplus'
          ? 'Surplus (Impecunious (STUS))'
          : String(value);
    case 'miAmount':
      return formatMoney(value as number);
    case 'createdAt':
      return formatDateTime(String(value));
    case 'invoiceDate':
      return formatDate(String(value));
    default:
      return String(value);
  }
}

/**
 * The radio labels of a field's values. Two different values can display alike (created-at times a few
 * milliseconds apart, shown to the minute): those get their raw value appended so the choice stays visible.
 */
export function optionLabels(field: MergeField, options: readonly ValueOption[]): string[] {
  const labels = options.map((option) => formatMergeValue(field, option.value));
  return labels.map((label, index) =>
    labels.indexOf(label) !== labels.lastIndexOf(label)
      ? `${label} (${String(options[index].value)})`
      : label,
  );
}

/** The fields whose values differ among the cases, each with its distinct values in case order. */
export function differingFields(cases: readonly Case[]): FieldDifference[] {
  const differences: FieldDifference[] = [];
  for (const { key: field, label } of MERGE_FIELDS) {
    const options: ValueOption[] = [];
    for (const item of cases) {
      const key = valueKey(item[field]);
      const existing = options.find((option) => option.key === key);
      if (existing) existing.caseIds.push(item.id);
      else options.push({ key, value: item[field], caseIds: [item.id] });
    }
    if (options.length > 1) differences.push({ field, label, options });
  }
  return differences;
}

/** Field -> chosen value key. */
export type Choices = Partial<Record<MergeField, string>>;

/** Every differing field pre-set to the master's value. */
export function defaultChoices(master: Case | undefined, differences: readonly FieldDifference[]): Choices {
  if (!master) return {};
  return Object.fromEntries(differences.map(({ field }) => [field, valueKey(master[field])]));
}

/** A master is chosen and every differing field has a value that one of the candidates holds. */
export function choicesComplete(
  masterId: number | null,
  differences: readonly FieldDifference[],
  choices: Choices,
): boolean {
  if (masterId === null) return false;
  return differences.every(({ field, options }) => options.some((option) => option.key === choices[field]));
}

/** mergedData for POST /api/duplicates/merge: the chosen value of every differing field. */
export function buildMergedData(
  differences: readonly FieldDifference[],
  choices: Choices,
): Partial<Record<MergeField, MergeValue>> {
  const data: Partial<Record<MergeField, MergeValue>> = {};
  for (const { field, options } of differences) {
    const chosen = options.find((option) => option.key === choices[field]);
    if (chosen) data[field] = chosen.value ?? null;
  }
  return data;
}

export type MergeRequest = {
  masterCaseId: number;
  duplicateCaseIds: number[];
  mergedData: Partial<Record<MergeField, MergeValue>>;
  mergeReason: string;
};

/** guide: duplicates#merging merge validation, master first; null when the request may be sent. */
export function mergeValidationError(masterId: number | null, reason: string): string | null {
  if (masterId === null) return 'Please select a master case';
  if (!reason.trim()) return 'Please provide a reason for merging';
  return null;
}

export function buildMergeRequest(
  cases: readonly Case[],
  masterId: number,
  differences: readonly FieldDifference[],
  choices: Choices,
  reason: string,
): MergeRequest {
  return {
    masterCaseId: masterId,
    duplicateCaseIds: cases.filter((item) => item.id !== masterId).map((item) => item.id),
    mergedData: buildMergedData(differences, choices),
    mergeReason: reason.trim(),
  };
}

export type ToastText = { title: string; message: string };

/** guide: labels#errors merge failures: 401, 403 and anything else. */
export function mergeErrorToast(error: unknown): ToastText {
  const status =
    error instanceof ApiError
      ? error.status
      : Number(/^(\d{3}): /.exec(String((error as Error)?.message ?? ''))?.[1]);
  if (status === 401 || isUnauthorizedError(error)) {
    return { title: 'Authentication Error', message: 'Please refresh the page and try again.' };
  }
  if (status === 403) {
    return {
      title: 'Access Denied',
      message: serverMessage(error, 'Only managers and admins can merge cases'),
    };
  }
  return { title: 'Error', message: serverMessage(error, 'Failed to merge cases') };
}

export const NOT_AUTHENTICATED_TOAST: ToastText = {
  title: 'Authentication Error',
  message: 'User not authenticated. Please refresh and try again.',
};

// --- Naming cases as users know them ----------------------------------------------------------

/** "BHR UK ID 1234", or "No BHR UK ID" for a case without one: never the database id. */
export function caseReference(item: Pick<Case, 'bhrukId'>): string {
  return item.bhrukId ? `BHR UK ID ${item.bhrukId}` : 'No BHR UK ID';
}

/**
 * Why the group cannot be merged while one of its cases is under legal hold (the server refuses any merge that
 * involves a held case), or null.
 */
export function mergeHoldBlock(cases: readonly Pick<Case, 'bhrukId' | 'legalHold'>[]): string | null {
  const held = cases.filter((item) => item.legalHold);
  if (held.length === 0) return null;
  const names = held.map(caseReference).join(', ');
  return `${LEGAL_HOLD_REASONS.merge}. ${names} ${held.length === 1 ? 'is' : 'are'} under legal hold, so this group cannot be merged until the hold is lifted.`;
}

/** "BHR UK ID 1234 · Acme Ltd · Jane Smith": the case as users know it. */
export function caseName(item: Pick<Case, 'bhrukId' | 'widget' | 'clientName'>): string {
  return [caseReference(item), item.widget || 'No company', item.clientName || 'No client name'].join(' · ');
}

/** The cases holding a value, by their BHR UK IDs (or company and client for a case without one). */
export function heldBy(cases: readonly Case[], caseIds: readonly number[]): string {
  return caseIds
    .map((id) => cases.find((item) => item.id === id))
    .filter((item): item is Case => item !== undefined)
    .map((item) => item.bhrukId ?? `${item.widget || 'No company'} · ${item.clientName || 'No client name'}`)
    .join(', ');
}

const sameText = (value: string | null | undefined) =>
  (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

function distinct(values: (string | null | undefined)[]): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const key = sameText(value);
    if (!seen.has(key)) seen.set(key, (value ?? '').trim() || '(none)');
  }
  return [...seen.values()];
}

/**
 * A warning when the candidates are not plainly one client's case: they differ in company or in client name
 * (compared as the duplicates feature does: trimmed, spaces collapsed, any case). Null when they agree.
 */
export function mergeMismatch(cases: readonly Pick<Case, 'widget' | 'clientName'>[]): string | null {
  const companies = distinct(cases.map((item) => item.widget));
  const clients = distinct(cases.map((item) => item.clientName));
  const parts = [];
  if (companies.length > 1) parts.push(`different companies (${companies.join(', ')})`);
  if (clients.length > 1) parts.push(`different clients (${clients.join(', ')})`);
  if (!parts.length) return null;
  return `These cases belong to ${parts.join(' and ')}. Merge them only if they are truly the same case.`;
}

/** How long the Dismiss toast (and its Undo) stays: longer than the usual 5 s, to leave time to react. */
export const UNDO_TOAST_MS = 10_000;

/** "Duplicate group dismissed: KAM ID 321." (the server's message, naming the group). */
export function dismissedText(
  group: { identifier: string; identifierType: DuplicateIdentifierType },
  message: string | undefined,
): string {
  return `${message || 'Duplicate group dismissed'}: ${IDENTIFIER_TYPE_LABELS[group.identifierType]} ${group.identifier}.`;
}
