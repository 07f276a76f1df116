/** Pure rules of the Add Case Manually dialog (guide: screens, workflow#adding-a-case, labels#add-case, api#endpoints
 * POST /api/cases/manual). */
import {
  amountValue,
  onHoldReasonError,
  signedAmountText,
  statusForInstructed,
  isNeedInstructions,
  showsOnHoldReason,
} from '@/features/cases/rules/edit-rules';
import { cleanText } from '@/features/cases/rules/clean-text';
import { addDialogBhrukInput, withKindPrefix } from '@/features/cases/rules/kind-id';
import { failedOnly, type FieldErrors } from '@/lib/form-errors';
import type { CaseStatus, MiType, OnHoldReason } from '@/types/api';

/** A manual case's OB Link (guide: api#endpoints, screens#timings-and-limits). */
export const MANUAL_EXTERNAL_USER_ID = 'N/A (Statements)';

export const MESSAGES = {
  companyRequired: 'Company name is required',
  clientRequired: 'Client name is required',
  bhrukRequired: 'BHR UK ID is required',
  kamRequired: 'KAM ID is required',
  added: 'Case added successfully',
  addFailed: 'Failed to add case. Please try again.',
} as const;

export type AddForm = {
  widget: string;
  clientName: string;
  bhrukId: string;
  kamId: string;
  instructed: boolean;
  currentStatus: CaseStatus;
  onHoldReason: OnHoldReason | null;
  invoiced: boolean;
  miType: MiType | null;
  miAmount: string;
  notes: string;
};

export const EMPTY_ADD_FORM: AddForm = {
  widget: '',
  clientName: '',
  bhrukId: '',
  kamId: '',
  instructed: false,
  currentStatus: 'need_instructions_new',
  onHoldReason: null,
  invoiced: false,
  miType: null,
  miAmount: '',
  notes: '',
};

/** The fields the Add Case dialog validates, in the order it shows them (the first one takes focus). */
export const ADD_ERROR_FIELDS = ['widget', 'clientName', 'bhrukId', 'kamId', 'onHoldReason'] as const;
export type AddErrors = FieldErrors<(typeof ADD_ERROR_FIELDS)[number]>;

/**
 * Guide (labels#validation) required fields after trimming, each with the spec's words, shown under its field (not
 * one toast for the first), and On Hold's reason. {} when the form may be sent. Emptiness is judged on the text
 * as the server stores it (cleanText: a zero-width space alone is empty, as the API answers).
 */
export function validateAdd(form: AddForm): AddErrors {
  return failedOnly({
    widget: cleanText(form.widget) ? undefined : MESSAGES.companyRequired,
    clientName: cleanText(form.clientName) ? undefined : MESSAGES.clientRequired,
    bhrukId: cleanText(form.bhrukId) ? undefined : MESSAGES.bhrukRequired,
    kamId: cleanText(form.kamId) ? undefined : MESSAGES.kamRequired,
    onHoldReason: onHoldReasonError(form),
  });
}

/** Add Case warns (it does not refuse: duplicates are merged later, guide: duplicates#duplicates-page) when the BHR UK
 * ID is in use. */
export function bhrukInUseWarning(use: { bhrukId: string | null; cases: number } | undefined): string | null {
  if (!use || use.cases === 0 || !use.bhrukId) return null;
  const whom = use.cases === 1 ? 'another case' : `${use.cases} other cases`;
  return `BHR UK ID ${use.bhrukId} is already used by ${whom}`;
}

export const showsInvoiced = (form: Pick<AddForm, 'currentStatus'>) => form.currentStatus !== 'on_hold';
/** MI applies to sent cases only (the server refuses MI on any other status). */
export const isMiEnabled = (form: Pick<AddForm, 'currentStatus'>) => form.currentStatus === 'sent';

/**
 * All five statuses are selectable; Instructed follows the chosen status (need-instructions = No, the rest
 * Yes) and flipping Instructed moves the status, so the pair the server receives is always consistent.
 * Leaving sent clears the MI fields.
 */
export function setAddStatus(form: AddForm, status: CaseStatus): AddForm {
  const leavingSent = form.currentStatus === 'sent' && status !== 'sent';
  return {
    ...form,
    currentStatus: status,
    instructed: !isNeedInstructions(status),
    ...(leavingSent ? { miType: null, miAmount: '' } : {}),
  };
}

export function setAddInstructed(form: AddForm, instructed: boolean): AddForm {
  return { ...setAddStatus(form, statusForInstructed(instructed, form.currentStatus)), instructed };
}

export function setAddWidget(form: AddForm, widget: string): AddForm {
  return { ...form, widget, bhrukId: addDialogBhrukInput(widget, form.bhrukId) };
}

export function setAddBhrukId(form: AddForm, typed: string): AddForm {
  return { ...form, bhrukId: addDialogBhrukInput(form.widget, typed) };
}

export function setAddMiType(form: AddForm, miType: MiType | null): AddForm {
  return { ...form, miType, miAmount: signedAmountText(miType, form.miAmount) };
}

export function setAddMiAmount(form: AddForm, amount: string): AddForm {
  return { ...form, miAmount: signedAmountText(form.miType, amount) };
}

export type CreateCasePayload = {
  widget: string;
  clientName: string;
  bhrukId: string;
  kamId: string;
  instructed: boolean;
  currentStatus: CaseStatus;
  onHoldReason: OnHoldReason | null;
  invoiced: boolean;
  miType: MiType | null;
  miAmount: number | null;
  notes: string;
  externalUserId: string;
};

/**
 * guide: workflow#on-hold: onHoldReason null unless on_hold; miType null if empty; miAmount null if empty or not
 * numeric. Invoiced is hidden (so sent as No) while on hold; the KIND prefix is added to a KIND company's ID.
 */
export function addPayload(form: AddForm): CreateCasePayload {
  const widget = form.widget.trim();
  return {
    widget,
    clientName: form.clientName.trim(),
    bhrukId: withKindPrefix(widget, form.bhrukId),
    kamId: form.kamId.trim(),
    instructed: form.instructed,
    currentStatus: form.currentStatus,
    onHoldReason: showsOnHoldReason(form) ? form.onHoldReason : null,
    invoiced: showsInvoiced(form) ? form.invoiced : false,
    miType: form.miType || null,
    miAmount: amountValue(signedAmountText(form.miType, form.miAmount)),
    notes: form.notes.trim(),
    externalUserId: MANUAL_EXTERNAL_USER_ID,
  };
}
