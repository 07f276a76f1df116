import { useMutation } from '@tanstack/react-query';

import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export const AUDIT_EXPORT_FILE = 'audit_log.csv';

/** GET /api/audit-logs/export?format=csv with the log's filters; saves audit_log.csv. */
export async function exportAuditLogs(params: Record<string, string>): Promise<string> {
  const { blob } = await apiDownload('/api/audit-logs/export', { ...params, format: 'csv' });
  saveFile(blob, AUDIT_EXPORT_FILE);
  return AUDIT_EXPORT_FILE;
}

export function useExportAuditLogs() {
  return useMutation({ mutationFn: exportAuditLogs });
}
