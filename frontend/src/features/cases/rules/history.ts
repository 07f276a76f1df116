/** How an audit event of the case reads in the details dialog's history. */
export const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  lock: 'Locked',
  unlock: 'Unlocked',
  cancel: 'Cancelled',
  restore: 'Restored',
  delete: 'Deleted',
  import: 'Imported',
  merge: 'Merged (master)',
  merged: 'Merged into another case',
  autofill: 'Auto-filled',
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** {"field": [old, new]} as "field: old → new"; other details as "key: value". */
export function changeLines(changes: Record<string, unknown> | null | undefined): string[] {
  if (!changes || typeof changes !== 'object') return [];
  return Object.entries(changes).map(([field, value]) =>
    Array.isArray(value) && value.length === 2
      ? `${field}: ${show(value[0])} → ${show(value[1])}`
      : `${field}: ${show(value)}`,
  );
}
