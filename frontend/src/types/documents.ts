/**
 * A case document as GET /api/cases/{id}/documents answers it (issue 29 §1). Written out by hand until the regenerated
 * schema.d.ts carries the serializer: then this becomes `Schemas['CaseDocument']` (or whatever the schema names it)
 * in types/api.ts, and the compiler shows every place that differs.
 */
export type DocumentKind = 'report' | 'statement' | 'other';

export const DOCUMENT_KINDS = ['report', 'statement', 'other'] as const satisfies readonly DocumentKind[];

export type CaseDocument = {
  id: number;
  caseId: number;
  kind: DocumentKind;
  name: string;
  /** Bytes. */
  size: number;
  contentType: string;
  sha256: string;
  visibleToClient: boolean;
  /** Null once the uploader's account is gone (or for a document the system stored). */
  uploadedBy: { id: number; name: string } | null;
  uploadedAt: string;
  /** An erased document's tombstone: its kind and size are kept, its file and name are not shown. */
  erased: boolean;
};
