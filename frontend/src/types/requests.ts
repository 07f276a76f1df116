/**
 * A request to the client (issue 29 §2) as GET /api/cases/{id}/requests answers it. Declared here, once, until the
 * regenerated schema has it; then this becomes `components['schemas']['Request']`.
 */
import type { CaseDocument } from '@/types/documents';

export type RequestStatus = 'open' | 'received' | 'accepted' | 'cancelled';

/** What the case answer's requestState says of its requests (null: none waiting). */
export type RequestState = 'open' | 'overdue' | 'received';

export type CaseRequest = {
  id: number;
  caseId: number;
  caseLabel: string;
  title: string;
  message: string;
  /** YYYY-MM-DD */
  dueDate: string;
  status: RequestStatus;
  /** "" unless the last answer was rejected (the request is then open again). */
  rejectionReason: string;
  createdAt: string;
  createdBy: { id: number; name: string } | null;
  receivedAt: string | null;
  documents: CaseDocument[];
};

/** PUT /api/requests/{id}: what staff decide about a request. */
export type RequestDecision = 'accepted' | 'rejected' | 'cancelled';
