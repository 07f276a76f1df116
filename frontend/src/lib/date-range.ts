/** An error to show before asking the server: the date range must not end before it starts. */
export function rangeError(filters: { dateFrom: string; dateTo: string }): string | null {
  return filters.dateFrom && filters.dateTo && filters.dateTo < filters.dateFrom
    ? 'The end date must not be before the start date.'
    : null;
}
