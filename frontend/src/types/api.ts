/** Shapes of the server's JSON (SPEC §3), shared by every feature. */

export const ROLES = ['admin', 'manager', 'staff', 'client'] as const;
export type Role = (typeof ROLES)[number];

export type User = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** A user with no role is treated as client (SPEC §6). */
  role: Role | null;
  company: string | null;
  isActive: boolean;
  lastLoginAt: string | null;
  profileImageUrl: string | null;
  /** The stored session user may carry the token (SPEC §3 "User"). */
  token?: string;
};

export type RolePermission = {
  role: Role;
  permission: string;
  granted: boolean;
};

/** Every error body from our server (SPEC §8, config/exception_handler.py). */
export type ApiErrorBody = {
  message: string;
  errors?: Record<string, string[]>;
};

export const CASE_STATUSES = [
  'need_instructions_new',
  'need_instructions_hire',
  'in_production',
  'on_hold',
  'sent',
] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export type OnHoldReason = 'more_account' | 'need_pdf' | 'other';
export type MiType = 'deficit' | 'surplus';

export type KamCheck = {
  status: 'valid' | 'warning' | 'error';
  message: string;
  expected: string;
};

/** An entry of a master case's merged-cases list (GET /api/cases/{id}/merged and Case.mergedIntoCases). */
export type MergedEntry = {
  id: number;
  widget: string;
  externalUserId: string;
  bhrukId: string | null;
  clientName: string;
  mergedAt: string | null;
};

/** A case as every case endpoint returns it (cases/serializers.py CaseSerializer). */
export type Case = {
  id: number;
  widget: string;
  externalUserId: string;
  createdAt: string;
  updatedAt: string;
  kamId: string;
  clientName: string;
  bhrukId: string | null;
  instructed: boolean;
  currentStatus: CaseStatus;
  onHoldReason: OnHoldReason | null;
  invoiced: boolean;
  invoiceDate: string | null;
  invoiceNumber: string;
  miType: MiType | null;
  /** Pounds, 2 decimals; negative for a deficit. */
  miAmount: number | null;
  miTag: string;
  isLocked: boolean;
  lockedAt: string | null;
  isCancelled: boolean;
  cancellationReason: string;
  isMerged: boolean;
  mergedIntoId: number | null;
  mergedAt: string | null;
  /** For a master case: its first merged cases (see mergedCasesCount for the total). */
  mergedIntoCases: MergedEntry[];
  mergedCasesCount: number;
  notes: string;
  /** On legal hold (issue 22): never erased or anonymised. */
  legalHold?: boolean;
  reportType: string;
  name: string;
  email: string;
  originalStatus: string;
  kamCheck: KamCheck;
  isDuplicateKamId: boolean;
  isDuplicateBhrukId: boolean;
  isDuplicateClientName: boolean;
  duplicateKamIdCount: number;
  duplicateBhrukIdCount: number;
  duplicateClientNameCount: number;
};

export type Pagination = {
  currentPage: number;
  itemsPerPage: number;
  totalItems: number;
  totalPages: number;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
};

export type Paginated<T> = { data: T[]; pagination: Pagination };

export type Stats = {
  total: number;
  needInstructions: number;
  onHold: number;
  inProduction: number;
  completed: number;
  mergedOnly: number;
  cancelledOnly: number;
  cancelledAndMerged: number;
};

export type DuplicateIdentifierType = 'kamId' | 'bhrukId' | 'clientName';

export type DuplicateGroup = {
  identifier: string;
  identifierType: DuplicateIdentifierType;
  caseCount: number;
  lastUpdated: string;
};

/** Every batch endpoint answers {message, <count>} (SPEC §7). */
export type BatchResult = { message: string } & Partial<
  Record<'updated' | 'deleted' | 'cancelled' | 'restored', number>
>;

/** GET /api/jobs/{id} (issue 13): a background export or CSV import. */
export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';
export type Job = {
  id: string;
  /** import_preview: Check File of a large CSV (result: the preview); import_errors: its error report (a file). */
  kind: 'export' | 'import' | 'subject_access' | 'erasure' | 'import_preview' | 'import_errors';
  status: JobStatus;
  /** 0-100 */
  progress: number;
  message: string;
  /** Set for a succeeded export or error report until it expires; needs the bearer token of the user who asked. */
  downloadUrl: string | null;
  fileName: string;
  /** Import: {imported, skipped, rows} or {message, errors, errorCount}; preview: the dry run's answer; export: {rows}. */
  result: Record<string, unknown>;
  createdAt: string;
  finishedAt: string | null;
  expiresAt: string | null;
};

/** GET /api/saved-views (cases/saved_views/serializers.py): a named dashboard query, the owner's or shared. */
export type SavedView = {
  id: number;
  name: string;
  /** The dashboard list's query parameters, as text (company, status, search, ..., sortBy, sortOrder, limit). */
  filters: Record<string, string>;
  shared: boolean;
  owner: { id: number; name: string };
  /** Only the owner may rename, re-query, share or delete it. */
  canEdit: boolean;
  createdAt: string;
  updatedAt: string;
};
