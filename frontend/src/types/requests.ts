/**
 * A request to a client for a file (issue 29: GET /api/requests, GET /api/cases/{id}/requests), declared here until
 * the generated schema (types/schema.d.ts) has it.
 */
import type { CaseDocument } from '@/types/documents';

export type RequestStatus = 'open' | 'received' | 'accepted' | 'rejected' | 'cancelled' | (string & {});

export type ClientRequest = {
  id: number;
  caseId: number;
  /** How the case reads in a list (its BHR UK ID, else its client name or number). */
  caseLabel: string;
  title: string;
  /** Plain text; its line breaks are kept on screen. */
  message: string;
  /** yyyy-mm-dd, or null for none. */
  dueDate: string | null;
  status: RequestStatus;
  /** Why the last file sent was not used, when staff refused it. */
  rejectionReason: string | null;
  createdAt: string;
  /** Null for a client (who asked is staff's business). */
  createdBy: { id: number; name: string } | null;
  receivedAt: string | null;
  documents: CaseDocument[];
};

/**
 * The staff case page's name for the same answer (GET /api/cases/{id}/requests): one shape, whoever reads it. The
 * server sends dueDate always and rejectionReason as "" (cases/requests/serializers.py); the looser types above
 * cost the case page a null check each.
 */
export type CaseRequest = ClientRequest;

/** What the case answer's requestState says of its requests (null: none waiting). */
export type RequestState = 'open' | 'overdue' | 'received';

/** PUT /api/requests/{id}: what staff decide about a request. */
export type RequestDecision = 'accepted' | 'rejected' | 'cancelled';
