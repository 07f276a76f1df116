/**
 * Rules of a case's documents (guide: workflow#documents): who may upload, delete and show or hide them, which kind a
 * new upload starts as and whether the client sees it, and what the upload area accepts. The server decides
 * (cases/documents/services.py); these only choose what the page offers, and agree with it.
 */
import { caseEditAccess } from '@/features/cases/rules/edit-access';
import type { Access } from '@/lib/permissions';
import type { Case } from '@/types/api';
import type { DocumentKind } from '@/types/documents';

type Who = Parameters<typeof caseEditAccess>[0] & Pick<Access, 'isClient'>;

/**
 * Whoever may edit the case (the staff variant too: documents are the case's work, not its identity), on any case
 * but a merged one: a locked case still takes its report, a cancelled one its letters.
 */
export function mayChangeDocuments(c: Case, who: Who): boolean {
  if (c.isMerged || who.isClient) return false;
  return caseEditAccess(who) !== 'none';
}

/**
 * Delete, on top of mayChangeDocuments: a locked case keeps what it delivered (unlock it first) and a legal hold keeps
 * every document (the server answers 409).
 */
export function mayDeleteDocuments(c: Case, who: Who): boolean {
  return mayChangeDocuments(c, who) && !c.isLocked && !c.legalHold;
}

/** What the Documents section says instead of offering Delete. */
export function documentsDeleteNote(c: Pick<Case, 'isLocked' | 'legalHold'>): string | null {
  if (c.legalHold) return 'Under legal hold: documents cannot be deleted.';
  if (c.isLocked) return 'This case is locked. Unlock it before deleting its documents.';
  return null;
}

/** A sent case is waiting for its report; before that the documents that come in are mostly statements. */
export function defaultDocumentKind(c: Pick<Case, 'currentStatus'>): DocumentKind {
  return c.currentStatus === 'sent' ? 'report' : 'statement';
}

/** A report is for the client; a statement or anything else stays internal unless the user says otherwise. */
export function defaultVisibility(kind: DocumentKind): boolean {
  return kind === 'report';
}

/** The case's number of documents (for a client: those shown to them). */
export function documentsCount(c: Pick<Case, 'documentsCount'>): number {
  return c.documentsCount;
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
