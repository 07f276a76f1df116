import { useState } from 'react';

/**
 * The text a debounced search field shows: what the user types, and the applied value again whenever that
 * changes from outside (Clear Filters, a saved view chosen), without remounting the field.
 */
export function useDraftText(applied: string): [string, (text: string) => void] {
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (applied !== seen) {
    setSeen(applied);
    setDraft(applied);
  }
  return [draft, setDraft];
}
