/**
 * Shapes of the server's JSON (guide: api#fields), shared by every feature. Each is the type the API's OpenAPI schema
 * gives (schema.d.ts, generated from the serializers: `npm run gen:types`), so a serializer change shows up here; only
 * the lists the screens iterate over at run time are written out, and checked against the schema's own.
 */
import type { components } from './schema';

type Schemas = components['schemas'];

/** True when the tuple lists every member of the union, and nothing else. */
type Lists<Tuple extends readonly unknown[], Union> = [Tuple[number]] extends [Union]
  ? [Union] extends [Tuple[number]]
    ? true
    : false
  : false;

export type Role = Schemas['RoleEnum'];
export const ROLES = ['admin', 'manager', 'staff', 'client'] as const satisfies readonly Role[];
const _everyRole: Lists<typeof ROLES, Role> = true;

/**
 * A user as the server answers it. The session user kept in the browser may also carry the token (guide: api#fields
 * "User"), and, written by an earlier version, null names or role: a user with no role is treated as client (guide:
 * roles).
 */
export type User = Omit<Schemas['User'], 'firstName' | 'lastName' | 'role'> & {
  firstName: string | null;
  lastName: string | null;
  role: Role | null;
  token?: string;
};

/** A grant as the server answers it; the screens also show a permission they do not know yet (a newer server). */
export type RolePermission = Omit<Schemas['RolePermission'], 'permission'> & { permission: string };

/** Every error body from our server (guide: labels#errors, config/exception_handler.py); errors name the fields. */
export type ApiErrorBody = Schemas['ErrorMessage'];

export type CaseStatus = Schemas['CurrentStatusEnum'];
export const CASE_STATUSES = [
  'need_instructions_new',
  'need_instructions_hire',
  'in_production',
  'on_hold',
  'sent',
] as const satisfies readonly CaseStatus[];
const _everyStatus: Lists<typeof CASE_STATUSES, CaseStatus> = true;
export type OnHoldReason = Schemas['OnHoldReasonEnum'];
export type MiType = Schemas['MiTypeEnum'];

export type KamCheck = Schemas['KamCheck'];

/** An entry of a master case's merged-cases list (GET /api/cases/{id}/merged and Case.mergedIntoCases). */
export type MergedEntry = Schemas['MergedEntry'];

/** A case as every case endpoint returns it (cases/serializers.py CaseSerializer). */
export type Case = Schemas['Case'];

/** The turnaround clock of a case (target, due date, working days used and paused, state). */
export type Turnaround = Schemas['Turnaround'];
export type TurnaroundState = Schemas['TurnaroundStateEnum'];
/** In the order the Turnaround filter lists them. */
export const TURNAROUND_STATES = [
  'overdue',
  'due_soon',
  'on_track',
  'paused',
  'met',
  'missed',
  'not_started',
] as const satisfies readonly TurnaroundState[];
const _everyTurnaroundState: Lists<typeof TURNAROUND_STATES, TurnaroundState> = true;

/** Who handles a case (null: unassigned; always null for a client). */
export type CaseAssignee = Schemas['UserRef'];

/** PUT /api/cases/{id}/assignee and POST /api/cases/batch-assign bodies. */
export type CaseAssign = Schemas['Assignee'];
export type BatchAssign = Schemas['BatchAssign'];

export type Pagination = Schemas['Pagination'];

export type Paginated<T> = { data: T[]; pagination: Pagination };

export type Stats = Schemas['Stats'];

export type DuplicateIdentifierType = Schemas['IdentifierTypeEnum'];

export type DuplicateGroup = Schemas['DuplicateGroup'];

/** Every batch endpoint answers {message, <count>} (guide: api#endpoints). */
export type BatchResult = Schemas['BatchResult'];

/** GET /api/jobs/{id} (guide: workflow#exports): a background export, CSV import, subject access or erasure. */
export type JobStatus = Schemas['BackgroundJobStatusEnum'];
export type Job = Schemas['BackgroundJob'];

/** GET /api/saved-views (cases/saved_views/serializers.py): a named dashboard query, the owner's or shared. */
export type SavedView = Schemas['SavedView'];

// Checked by the compiler only: the lists above match the schema's enums.
void _everyRole;
void _everyStatus;
void _everyTurnaroundState;
