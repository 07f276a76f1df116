/** SPEC §7: GET /api/cases/export?format=csv|xlsx&includeAll=true|false, saved as {scope}_cases.{format}. */
export type ExportFormat = 'csv' | 'xlsx';

export type ExportChoice = { label: string; format: ExportFormat; includeAll: boolean };

export const EXPORT_CHOICES: readonly ExportChoice[] = [
  { label: 'Active Cases CSV', format: 'csv', includeAll: false },
  { label: 'Active Cases Excel', format: 'xlsx', includeAll: false },
  { label: 'All Cases CSV', format: 'csv', includeAll: true },
  { label: 'All Cases Excel', format: 'xlsx', includeAll: true },
];

export function exportFileName(choice: Pick<ExportChoice, 'format' | 'includeAll'>): string {
  return `${choice.includeAll ? 'all' : 'active'}_cases.${choice.format}`;
}
