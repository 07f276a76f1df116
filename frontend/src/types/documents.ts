/** A case document as GET /api/cases/{id}/documents answers it: the generated schema's `Document`. */
import type { components } from '@/types/schema';

export type CaseDocument = components['schemas']['Document'];

export type DocumentKind = components['schemas']['DocumentKindEnum'];

export const DOCUMENT_KINDS = ['report', 'statement', 'other'] as const satisfies readonly DocumentKind[];
