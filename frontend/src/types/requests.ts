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
