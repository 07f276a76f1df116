/** The audit log screen's pure rules: filters to query parameters, and how values and actions read. */
import type { AuditRow, FieldChange } from '@/features/audit/api/get-audit-logs';

export type AuditFilters = {
  userId: string; // '' = every user
  action: string;
  bhrukId: string;
  company: string;
  dateFrom: string; // YYYY-MM-DD (Europe/London days)
  dateTo: string;
};

export const EMPTY_AUDIT_FILTERS: AuditFilters = {
  userId: '',
  action: '',
  bhrukId: '',
  company: '',
  dateFrom: '',
  dateTo: '',
};

export const AUDIT_PAGE_SIZE = 50;

export const ACTION_LABELS: Record<string, string> = {
  create: 'Create',
  update: 'Update',
  lock: 'Lock',
  unlock: 'Unlock',
  cancel: 'Cancel',
  restore: 'Restore',
  delete: 'Delete',
  import: 'Import',
  import_undo: 'Import undo',
  merge: 'Merge (master)',
  merged: 'Merged into master',
  autofill: 'Auto-fill',
  dismiss: 'Duplicate group dismissed',
  dismiss_undo: 'Dismissal undone',
  // Sign-in security events (issue 20), recorded without a case.
  mfa_enrol: 'Two-factor set up',
  mfa_remove: 'Two-factor removed',
  mfa_reset: 'Two-factor reset',
  mfa_codes_new: 'Recovery codes renewed',
  mfa_recovery_use: 'Recovery code used',
  mfa_failed: 'Two-factor code failed',
  mfa_policy: 'Two-factor policy',
  // Data protection (issue 22).
  legal_hold: 'Legal hold',
  erase: 'Personal data erased',
  retention: 'Retention',
  subject_access: 'Subject-access pack',
};

export const actionLabel = (action: string): string => ACTION_LABELS[action] ?? action;

/** The query of GET /api/audit-logs and its export (empty values are dropped by the API client). */
export function auditParams(filters: AuditFilters): Record<string, string> {
  return {
    userId: filters.userId,
    action: filters.action,
    bhrukId: filters.bhrukId.trim(),
    company: filters.company,
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
  };
}

export type FieldLine = { label: string; oldText: string; newText: string };

/** The lines of an event as people read them: the server's labels and texts, else the raw values made readable. */
export function fieldLines(fields: readonly FieldChange[]): FieldLine[] {
  return fields.map((f) => ({
    label: f.label ?? f.field,
    oldText: f.oldText ?? valueText(f.old),
    newText: f.newText ?? valueText(f.new),
  }));
}

/** The case an event is about as users know it; null when the event names none (an import). */
export function caseText(
  row: Pick<AuditRow, 'caseId' | 'caseBhrukId' | 'caseCompany' | 'caseLabel'>,
): string | null {
  if (row.caseId === null) return null;
  if (row.caseLabel) return row.caseLabel;
  const name = row.caseBhrukId || 'Case without a BHR UK ID';
  return row.caseCompany === null ? `${name} (deleted)` : name;
}

/** A logged value as text: Yes/No for booleans, '—' for none, JSON for structures. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
