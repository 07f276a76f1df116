/** The audit log screen's pure rules: filters to query parameters, and how values and actions read. */
import type { AuditRow } from '@/features/audit/api/get-audit-logs';

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

/** The case an event is about as users know it; null when the event names none (an import). */
export function caseText(
  row: Pick<AuditRow, 'caseId' | 'caseBhrukId' | 'caseCompany' | 'caseLabel'>,
): string | null {
  if (row.caseId === null) return null;
  if (row.caseLabel) return row.caseLabel;
  const name = row.caseBhrukId || 'Case without a BHR UK ID';
  return row.caseCompany === null ? `${name} (deleted)` : name;
}
