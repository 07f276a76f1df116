/** Pure rules of the Edit Case dialog (guide: workflow#editing-a-case, labels#validation edit form, guide: roles staff,
 * guide: api#endpoints PUT payload). */
import { cleanText } from '@/features/cases/rules/clean-text';
import { editFormBhrukInput, savedBhrukId } from '@/features/cases/rules/kind-id';
import { failedOnly, type FieldErrors } from '@/lib/form-errors';
import { CASE_STATUSES, type Case, type CaseStatus, type MiType, type OnHoldReason } from '@/types/api';

const NEED_INSTRUCTIONS: readonly CaseStatus[] = ['need_instructions_new', 'need_instructions_hire'];
const INSTRUCTED: readonly CaseStatus[] = ['in_production', 'on_hold', 'sent'];

export const MESSAGES = {
  companyRequired: 'Company is required',
  /** guide: labels#add-case names it for Add Case; on edit a client name the case has may not be cleared (the API
   * agrees). */
  clientRequired: 'Client name is required',
  /** The API's words (cases/messages.py), shown under the field in both dialogs. */
  onHoldReasonRequired: 'On hold reason is required when the status is On Hold.',
  updated: 'Case updated successfully',
  updateFailed: 'Failed to update case',
} as const;

export function isNeedInstructions(status: CaseStatus): boolean {
  return NEED_INSTRUCTIONS.includes(status);
}

/** Instructed No offers only the two need-instructions statuses; Yes only in_production, on_hold, sent. */
export function allowedStatuses(instructed: boolean): CaseStatus[] {
  return [...(instructed ? INSTRUCTED : NEED_INSTRUCTIONS)];
}

/** The options of the status select; an imported case whose status breaks the rule keeps its own. */
export function statusOptions(instructed: boolean, current: CaseStatus): CaseStatus[] {
  const allowed = allowedStatuses(instructed);
  return allowed.includes(current)
    ? allowed
    : CASE_STATUSES.filter((s) => s === current || allowed.includes(s));
}

/** Flipping Instructed moves the status: Yes from need-instructions -> in_production; No from any other -> need_instructions_new. */
export function statusForInstructed(instructed: boolean, status: CaseStatus): CaseStatus {
  if (instructed && isNeedInstructions(status)) return 'in_production';
  if (!instructed && !isNeedInstructions(status)) return 'need_instructions_new';
  return status;
}

/** A deficit amount gets a minus sign unless it is 0 (or not a number yet) or already negative. */
export function signedAmountText(miType: MiType | null | undefined, amount: string): string {
  const text = amount.trim();
  if (miType !== 'deficit' || !text || text.startsWith('-')) return amount;
  const value = Number(text);
  if (!Number.isFinite(value) || value === 0) return amount;
  return `-${text}`;
}

/** Pounds from the MI amount text: null when empty or not numeric; 2 decimals. */
export function amountValue(amount: string): number | null {
  const text = amount.trim();
  if (!text) return null;
  const value = Number(text);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}

export type EditForm = {
  widget: string;
  kamId: string;
  clientName: string;
  /** What the BHR UK ID input shows: digits only for a KIND company. */
  bhrukId: string;
  instructed: boolean;
  currentStatus: CaseStatus;
  onHoldReason: OnHoldReason | null;
  invoiced: boolean;
  invoiceDate: string;
  invoiceNumber: string;
  miType: MiType | null;
  miAmount: string;
};

export function editFormFromCase(c: Case): EditForm {
  return {
    widget: c.widget ?? '',
    kamId: c.kamId ?? '',
    clientName: c.clientName ?? '',
    bhrukId: editFormBhrukInput(c.widget ?? '', c.bhrukId ?? ''),
    instructed: c.instructed,
    currentStatus: c.currentStatus,
    onHoldReason: c.onHoldReason,
    invoiced: c.invoiced,
    invoiceDate: c.invoiceDate ?? '',
    invoiceNumber: c.invoiceNumber ?? '',
    miType: c.miType,
    miAmount: c.miAmount === null || c.miAmount === undefined ? '' : c.miAmount.toFixed(2),
  };
}

/** Leaving sent clears miType and miAmount (the MI section is enabled only for sent). */
function withStatus(form: EditForm, status: CaseStatus): EditForm {
  const leavingSent = form.currentStatus === 'sent' && status !== 'sent';
  return { ...form, currentStatus: status, ...(leavingSent ? { miType: null, miAmount: '' } : {}) };
}

export function setInstructed(form: EditForm, instructed: boolean): EditForm {
  return withStatus({ ...form, instructed }, statusForInstructed(instructed, form.currentStatus));
}

export function setStatus(form: EditForm, status: CaseStatus): EditForm {
  return withStatus(form, status);
}

export function setMiType(form: EditForm, miType: MiType | null): EditForm {
  return { ...form, miType, miAmount: signedAmountText(miType, form.miAmount) };
}

export function setMiAmount(form: EditForm, amount: string): EditForm {
  return { ...form, miAmount: signedAmountText(form.miType, amount) };
}

/** A new company re-applies the KIND input rule to what is typed. */
export function setWidget(form: EditForm, widget: string): EditForm {
  return { ...form, widget, bhrukId: editFormBhrukInput(widget, form.bhrukId) };
}

export function setBhrukId(form: EditForm, typed: string): EditForm {
  return { ...form, bhrukId: editFormBhrukInput(form.widget, typed) };
}

export const isMiEnabled = (form: Pick<EditForm, 'currentStatus'>) => form.currentStatus === 'sent';
export const showsOnHoldReason = (form: Pick<EditForm, 'currentStatus'>) => form.currentStatus === 'on_hold';
export const showsInvoiceFields = (form: Pick<EditForm, 'invoiced'>) => form.invoiced;

/** The fields the Edit Case dialog validates, in the order it shows them (the first one takes focus). */
export const EDIT_ERROR_FIELDS = ['widget', 'clientName', 'onHoldReason'] as const;
export type EditErrors = FieldErrors<(typeof EDIT_ERROR_FIELDS)[number]>;

/** On Hold needs its reason (guide: workflow "choosing on_hold requires an onHoldReason"; the API refuses it too). */
export const onHoldReasonError = (form: Pick<EditForm, 'currentStatus' | 'onHoldReason'>) =>
  showsOnHoldReason(form) && !form.onHoldReason ? MESSAGES.onHoldReasonRequired : undefined;

/**
 * guide: labels#validation: Company is required (of whoever sends it: staff send no company, so a case without one
 * stays editable for them, as the API agrees). A client name may stay blank on a case that never had one (optional
 * on edit, as imports may lack it) but one the case has is not cleared. Emptiness is judged on
 * the text as the server stores it (clean_text: a zero-width space alone is empty). As on the server
 * (cases/services/workflow.resolve), On Hold's reason is asked for only when the status or the reason changes,
 * so an imported case on hold without one can still be edited.
 */
export function validateEdit(
  form: EditForm,
  saved: { clientName: string | null; currentStatus: CaseStatus; onHoldReason: OnHoldReason | null },
  { staff = false }: { staff?: boolean } = {},
): EditErrors {
  const reasonSent = showsOnHoldReason(form) ? form.onHoldReason : null;
  const holdChanged = form.currentStatus !== saved.currentStatus || reasonSent !== saved.onHoldReason;
  return failedOnly({
    widget: staff || cleanText(form.widget) ? undefined : MESSAGES.companyRequired,
    clientName: !cleanText(form.clientName) && saved.clientName ? MESSAGES.clientRequired : undefined,
    onHoldReason: holdChanged ? onHoldReasonError(form) : undefined,
  });
}

export type UpdateCasePayload = {
  widget?: string;
  kamId?: string;
  clientName: string;
  bhrukId?: string;
  instructed: boolean;
  currentStatus: CaseStatus;
  onHoldReason: OnHoldReason | null;
  invoiced?: boolean;
  invoiceDate?: string | null;
  invoiceNumber?: string;
  miType?: MiType | null;
  miAmount?: number | null;
  /** The updatedAt the dialog was opened with: the server answers 409 if the case changed since. */
  updatedAt: string;
};

/**
 * The PUT /api/cases/{id} body (guide: api#endpoints). Staff send only the four fields they may edit (guide: roles):
 * the server keeps the rest, and clears MI itself when a case leaves sent.
 */
export function editPayload(
  form: EditForm,
  updatedAt: string,
  { staff }: { staff: boolean },
): UpdateCasePayload {
  const staffFields = {
    clientName: form.clientName.trim(),
    instructed: form.instructed,
    currentStatus: form.currentStatus,
    onHoldReason: showsOnHoldReason(form) ? form.onHoldReason : null,
    updatedAt,
  };
  if (staff) return staffFields;
  const mi = isMiEnabled(form);
  return {
    widget: form.widget.trim(),
    kamId: form.kamId.trim(),
    ...staffFields,
    bhrukId: savedBhrukId(form.widget, form.bhrukId),
    invoiced: form.invoiced,
    invoiceDate: form.invoiceDate || null,
    invoiceNumber: form.invoiceNumber.trim(),
    miType: mi ? form.miType : null,
    miAmount: mi ? amountValue(signedAmountText(form.miType, form.miAmount)) : null,
  };
}
