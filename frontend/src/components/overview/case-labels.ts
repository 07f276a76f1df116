/** Display texts of case values (guide: workflow), shared by every screen that shows a case. */
import type { CaseStatus, MiType, OnHoldReason } from '@/types/api';

/** The five workflow statuses, in workflow order (the options of every status select). */
export const WORKFLOW_STATUS_LABELS: Record<CaseStatus, string> = {
  need_instructions_new: 'Need Instructions (new)',
  need_instructions_hire: 'Need Instructions (in hire)',
  in_production: 'In Production',
  on_hold: 'On Hold',
  sent: 'Sent',
};

export const STATUS_LABELS: Record<string, string> = {
  ...WORKFLOW_STATUS_LABELS,
  completed: 'Completed',
  cancelled: 'Cancelled',
  // Statuses only the merge screen knows (guide: workflow).
  awaiting_client_response: 'Awaiting Client Response',
  missing_information: 'Missing Information',
  pending_approval: 'Pending Approval',
  technical_issue: 'Technical Issue',
  client_request: 'Client Request',
};

export const ON_HOLD_REASON_LABELS: Record<OnHoldReason, string> = {
  more_account: 'More Accounts to Connect',
  need_pdf: 'Need PDF Statements',
  other: 'Other Issue',
};

export const MI_TYPE_LABELS: Record<MiType, string> = { deficit: 'Deficit', surplus: 'Surplus' };

/** The auto tag: Impecunious for a deficit, Impecunious (STUS) for a surplus (guide: README, workflow). */
export const MI_TAGS: Record<MiType, string> = { deficit: 'Impecunious', surplus: 'Impecunious (STUS)' };

export const miTag = (miType: MiType | null | undefined): string => (miType ? MI_TAGS[miType] : '');

export const statusLabel = (status: string | null | undefined): string =>
  status ? (STATUS_LABELS[status] ?? status) : '';

export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/** Why a legal hold stops an action (guide: workflow#legal-hold, the server's cases/services/holds.py refuses the
 * same). */
export const LEGAL_HOLD_REASONS = {
  delete: 'Under legal hold: cannot be deleted',
  cancel: 'Under legal hold: cannot be cancelled',
  merge: 'Under legal hold: cannot be merged',
} as const;
