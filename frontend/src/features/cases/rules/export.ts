/**
 * guide: api#endpoints: GET /api/cases/export?format=csv|xlsx&includeAll=true|false, saved as {scope}_cases.{format}.
 * The "Current View" items send the dashboard's filters and sort instead, saved as filtered_cases.{format}.
 */
export type ExportFormat = 'csv' | 'xlsx';

export type ExportScope = 'active' | 'all' | 'view';

export type ExportChoice = { label: string; format: ExportFormat; scope: ExportScope };

/** The list's filter and sort parameters (GET /api/cases/paginated without page and limit). */
export type ViewParams = Record<string, string | boolean | undefined>;

export const EXPORT_CHOICES: readonly ExportChoice[] = [
  { label: 'Active Cases CSV', format: 'csv', scope: 'active' },
  { label: 'Active Cases Excel', format: 'xlsx', scope: 'active' },
  { label: 'All Cases CSV', format: 'csv', scope: 'all' },
  { label: 'All Cases Excel', format: 'xlsx', scope: 'all' },
  { label: 'Current View CSV', format: 'csv', scope: 'view' },
  { label: 'Current View Excel', format: 'xlsx', scope: 'view' },
];

export function exportFileName(choice: Pick<ExportChoice, 'format' | 'scope'>): string {
  return `${choice.scope === 'view' ? 'filtered' : choice.scope}_cases.${choice.format}`;
}

/** The export's query: guide (api#endpoints) format and includeAll, plus the view's filters and sort for a current-view
 * export. */
export function exportQuery(
  choice: Pick<ExportChoice, 'format' | 'scope'>,
  view: ViewParams,
): Record<string, string | boolean | undefined> {
  const base = { format: choice.format, includeAll: String(choice.scope === 'all') };
  return choice.scope === 'view' ? { ...view, ...base } : base;
}
