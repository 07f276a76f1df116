/**
 * How a case document reads wherever it is listed (the case page and the client's case page): its kind, its size,
 * who uploaded it and when, and an erased document's tombstone. Pure functions: the list renders them.
 */
import { formatDateTime } from '@/lib/format';
import type { CaseDocument, DocumentKind } from '@/types/documents';

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  report: 'Report',
  statement: 'Statement',
  other: 'Other',
};

const KB = 1024;
const MB = 1024 * 1024;
const wholeNumber = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** "840 KB", "2.4 MB": KB below a megabyte (at least 1 KB for a non-empty file), MB with one decimal above. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 KB';
  if (bytes < MB) return `${wholeNumber.format(Math.max(1, Math.round(bytes / KB)))} KB`;
  return `${oneDecimal.format(bytes / MB)} MB`;
}

/** "Ada Admin, 27/11/2026, 10:00"; the date alone when the uploader is not known. */
export function uploadedText(d: Pick<CaseDocument, 'uploadedBy' | 'uploadedAt'>): string {
  const when = formatDateTime(d.uploadedAt);
  return d.uploadedBy?.name ? `${d.uploadedBy.name}, ${when}` : when;
}

/** An erased document's line: "Document erased (Report, 2.4 MB)". */
export function erasedText(d: Pick<CaseDocument, 'kind' | 'size'>): string {
  return `Document erased (${DOCUMENT_KIND_LABELS[d.kind] ?? d.kind}, ${formatFileSize(d.size)})`;
}

export const visibilityText = (visible: boolean) => (visible ? 'Visible to client' : 'Internal');
