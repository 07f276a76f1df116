/**
 * Rules of a case's documents (issue 29 §1): who may upload, delete and show or hide them, which kind a new upload
 * starts as and whether the client sees it, and what the upload area accepts.
 */
import { editableSections } from '@/features/cases/rules/case-page';
import type { Case } from '@/types/api';
import type { DocumentKind } from '@/types/documents';

type Who = Parameters<typeof editableSections>[1];

/**
 * The same users as may edit the case (some section of its page is editable: not a client, not locked, cancelled or
 * merged); a merged case never, whoever asks. The server decides; this only chooses what the page offers.
 */
export function mayChangeDocuments(c: Case, who: Who): boolean {
  if (c.isMerged) return false;
  return editableSections(c, who).length > 0;
}

/**
 * Delete, on top of mayChangeDocuments: a legal hold keeps every document (the server answers 409); uploading and the
 * visibility switch stay open, as the case's work does (rules/legal-hold).
 */
export function mayDeleteDocuments(c: Case, who: Who): boolean {
  return mayChangeDocuments(c, who) && !c.legalHold;
}

/** What the Documents section says instead of offering Delete on a held case. */
export const DOCUMENTS_HOLD_NOTE = 'Under legal hold: documents cannot be deleted.';

/** A sent case is waiting for its report; before that the documents that come in are mostly statements. */
export function defaultDocumentKind(c: Pick<Case, 'currentStatus'>): DocumentKind {
  return c.currentStatus === 'sent' ? 'report' : 'statement';
}

/** A report is for the client; a statement or anything else stays internal unless the user says otherwise. */
export function defaultVisibility(kind: DocumentKind): boolean {
  return kind === 'report';
}

/**
 * The case's number of documents. Read defensively until the regenerated schema gives Case its `documentsCount`:
 * then this becomes `c.documentsCount`, here only.
 */
export function documentsCount(c: Case): number {
  const count = (c as Case & { documentsCount?: number }).documentsCount;
  return typeof count === 'number' && count > 0 ? count : 0;
}

/** "1 document", "3 documents": the paperclip's accessible name. */
export const documentsCountLabel = (n: number) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? 'document' : 'documents'}`;

export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;

export const DOCUMENT_HINT = 'PDF, PNG, JPEG, CSV or XLSX, up to 25 MB';

/** The server's own words (its 400 answers), so a file refused before upload reads the same. */
export const DOCUMENT_MESSAGES = {
  type: 'Only PDF, PNG, JPEG, CSV and XLSX files can be uploaded.',
  size: 'The file is larger than 25 MB.',
  failed: 'The document could not be uploaded.',
} as const;

/** What the file picker offers (the server checks the content itself). */
export const DOCUMENT_ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

const EXTENSIONS = Object.values(DOCUMENT_ACCEPT).flat();

/**
 * Why a chosen file cannot be uploaded, before it is sent (its name's extension, its size), or null. The browser's
 * MIME type is not trusted (a CSV is often "application/vnd.ms-excel"); the server checks the bytes.
 */
export function fileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((ext) => name.endsWith(ext))) return DOCUMENT_MESSAGES.type;
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_MESSAGES.size;
  return null;
}
