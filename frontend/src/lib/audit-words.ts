/**
 * How an audit event reads, on the Audit Log screen and in a case's history (one formatter for
 * both). The server writes each changed field's words (cases/audit_log/display.py: labels, Yes/No, £, London
 * times, cases by BHR UK ID); this module names the actions and lays the lines out.
 */

/** One changed field: as stored (field, old, new) and as people read it (label, oldText, newText). */
export type FieldChange = {
  field: string;
  old: unknown;
  new: unknown;
  label?: string;
  oldText?: string;
  newText?: string;
};

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
  // Sign-in security events (guide: roles#two-factor-sign-in), recorded without a case.
  mfa_enrol: 'Two-factor set up',
  mfa_remove: 'Two-factor removed',
  mfa_reset: 'Two-factor reset',
  mfa_codes_new: 'Recovery codes renewed',
  mfa_recovery_use: 'Recovery code used',
  mfa_failed: 'Two-factor code failed',
  mfa_policy: 'Two-factor policy',
  // Data protection (guide: privacy).
  legal_hold: 'Legal hold',
  erase: 'Personal data erased',
  retention: 'Retention',
  subject_access: 'Subject-access pack',
  // A case's internal comments (staff only).
  comment_add: 'Comment added',
  comment_edit: 'Comment edited',
  comment_delete: 'Comment deleted',
  // A case's documents (the entry holds the document's id and kind, never its name).
  document_add: 'Document added',
  document_download: 'Document downloaded',
  document_delete: 'Document deleted',
  document_erase: 'Document erased',
  // Requests to the client (the entry holds the request's id only, never its title).
  request_add: 'Request made',
  request_accept: 'Request accepted',
  request_reject: 'Request rejected',
  request_cancel: 'Request cancelled',
  request_receive: 'Documents received',
  // API tokens (the entry holds the token's id, name, prefix and company, never its secret).
  api_token_create: 'API token created',
  api_token_new_address: 'API token used from a new address',
  api_token_revoke: 'API token revoked',
};

export const actionLabel = (action: string): string => ACTION_LABELS[action] ?? action;

export type FieldLine = { label: string; oldText: string; newText: string };

/** The lines of an event as people read them: the server's labels and texts, else the raw values made readable. */
export function fieldLines(fields: readonly FieldChange[] | null | undefined): FieldLine[] {
  return (fields ?? []).map((f) => ({
    label: f.label ?? f.field,
    oldText: f.oldText ?? valueText(f.old),
    newText: f.newText ?? valueText(f.new),
  }));
}

/** A field's change in one phrase: "old → new", or just the value for a detail (which has no before). */
export function changeText(line: FieldLine): string {
  return line.oldText ? `${line.oldText} → ${line.newText}` : line.newText;
}

/** A logged value as text: Yes/No for booleans, '—' for none, JSON for structures. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
