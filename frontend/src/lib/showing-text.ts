/**
 * A pager's "Showing x to y of n" (guide: screens). An empty list reads "Showing 0 of 0" ("Showing 0 to 0 of 0"
 * named a row 0 that does not exist), while the list itself says why it is empty.
 */
export function showingText(page: number, limit: number, total: number): string {
  if (total <= 0) return 'Showing 0 of 0';
  const from = (page - 1) * limit + 1;
  return `Showing ${from} to ${Math.min(page * limit, total)} of ${total}`;
}
