// @vitest-environment node
/**
 * The rules the browser mirrors, run through the browser's rules modules: every example of
 * cases/rule_examples/dialog-rules.json. The server runs the same table (cases/tests/core/test_rule_examples.py),
 * so a rule that drifts on either side fails one of the two.
 */
import table from '../../../../../cases/rule_examples/dialog-rules.json';

import {
  addPayload,
  EMPTY_ADD_FORM,
  isMiEnabled as addMiEnabled,
  setAddBhrukId,
  setAddInstructed,
  setAddMiAmount,
  setAddMiType,
  setAddStatus,
  setAddWidget,
  showsInvoiced,
  validateAdd,
  type AddForm,
} from '@/features/cases/rules/add-rules';
import { caseEditAccess } from '@/features/cases/rules/edit-access';
import {
  editFormFromCase,
  editPayload,
  isMiEnabled,
  setBhrukId,
  setInstructed,
  setMiAmount,
  setMiType,
  setStatus,
  setWidget,
  showsInvoiceFields,
  showsOnHoldReason,
  statusOptions,
  validateEdit,
  type EditForm,
} from '@/features/cases/rules/edit-rules';
import { kamCheck, shownKamCheck, typedKamCheck } from '@/features/cases/rules/kam-check';
import { rowActions } from '@/features/cases/rules/row-actions';
import { buildAccess, STATIC_PERMISSIONS } from '@/lib/permissions';
import { makeCase } from '@/testing/data-generators';
import type { Case, CaseStatus, KamCheck, MiType, Role } from '@/types/api';

type Values = Record<string, unknown>;
type Step = Values;
type Example = {
  id: string;
  rule: string;
  given: {
    kamId: string | null;
    obLink: string | null;
    instructed: boolean;
    currentStatus: CaseStatus;
    role: Role;
    case: Values;
    input: Step[];
    body: Values;
  };
  expect: {
    offered: CaseStatus[];
    allowed: boolean;
    access: string;
    fields: string[];
    errors?: Record<string, string>;
    browser: 'sends' | 'refuses' | 'not offered';
  };
};
const examples = table.examples as unknown as Example[];
const of = (rule: string) => examples.filter((e) => e.rule === rule).map((e) => [e.id, e] as const);

const STAFF_FIELDS = ['instructed', 'clientName', 'currentStatus', 'onHoldReason'];
const access = (role: Role) => buildAccess(role, new Set(STATIC_PERMISSIONS[role]));
const caseOf = (overrides: Values) => makeCase({ ...table.editCase, ...overrides } as Partial<Case>);

it('covers every rule of the legend with at least 40 examples', () => {
  expect(examples.length).toBeGreaterThanOrEqual(40);
  expect(new Set(examples.map((e) => e.rule))).toEqual(new Set(Object.keys(table.legend)));
});

describe('the KAM ID check', () => {
  it.each(of('kam_check'))('%s', (_, e) => {
    expect(kamCheck(e.given.kamId, e.given.obLink)).toEqual(e.expect);
  });

  it.each(of('kam_check_typed'))('typed: %s', (_, e) => {
    expect(typedKamCheck(e.given.kamId ?? '', e.given.obLink)).toEqual(e.expect);
  });

  it("shows the server's answer for the saved KAM ID and the browser's for a typed one", () => {
    const server: KamCheck = { status: 'warning', message: 'from the server', expected: '1' };
    const saved = { kamId: '50001', externalUserId: 'https://ob.example.com/users/50001', kamCheck: server };
    expect(shownKamCheck(' 50001 ', saved)).toBe(server);
    expect(shownKamCheck('50002', saved)).toEqual(typedKamCheck('50002', saved.externalUserId));
  });
});

it.each(of('status_options'))('status options: %s', (_, e) => {
  expect(statusOptions(e.given.instructed, e.given.currentStatus)).toEqual(e.expect.offered);
});

it.each(of('edit_open'))('opening for edit: %s', (_, e) => {
  expect(rowActions(caseOf(e.given.case), access('admin')).includes('edit')).toBe(e.expect.allowed);
});

it.each(of('edit_access'))('%s', (_, e) => {
  const level = caseEditAccess(access(e.given.role));
  expect(level).toBe(e.expect.access);
  if (level === 'none') return expect(e.expect.fields).toEqual([]);
  const sent = Object.keys(editPayload(editFormFromCase(caseOf({})), 'at', { staff: level === 'staff' }));
  const fields = sent.filter((f) => f !== 'updatedAt');
  if (level === 'staff') expect([...fields].sort()).toEqual([...e.expect.fields].sort());
  else expect(e.expect.fields).toEqual(expect.arrayContaining(fields));
});

const stepOf = (step: Step) => Object.entries(step)[0] as [string, unknown];

/** Whether the edit dialog offers this input now (enabled and shown, an option of its select). */
function editOffers(form: EditForm, field: string, value: unknown, staff: boolean): boolean {
  if (staff && !STAFF_FIELDS.includes(field)) return false;
  if (field === 'currentStatus')
    return statusOptions(form.instructed, form.currentStatus).includes(value as CaseStatus);
  if (field === 'onHoldReason') return showsOnHoldReason(form);
  if (field === 'miType' || field === 'miAmount') return isMiEnabled(form);
  if (field === 'invoiceDate' || field === 'invoiceNumber') return showsInvoiceFields(form);
  return true;
}

/** The input as the dialog's control applies it. */
function editInput(form: EditForm, field: string, value: unknown): EditForm {
  if (field === 'instructed') return setInstructed(form, value as boolean);
  if (field === 'currentStatus') return setStatus(form, value as CaseStatus);
  if (field === 'miType') return setMiType(form, value as MiType | null);
  if (field === 'miAmount') return setMiAmount(form, value as string);
  if (field === 'widget') return setWidget(form, value as string);
  if (field === 'bhrukId') return setBhrukId(form, value as string);
  return { ...form, [field]: value };
}

it.each(of('edit'))('edit dialog: %s', (_, e) => {
  const staff = e.given.role === 'staff';
  const saved = caseOf(e.given.case);
  let form = editFormFromCase(saved);
  for (const step of e.given.input) {
    const [field, value] = stepOf(step);
    if (!editOffers(form, field, value, staff)) return expect(e.expect.browser).toBe('not offered');
    form = editInput(form, field, value);
  }
  expect(e.expect.browser).not.toBe('not offered');
  const errors = validateEdit(form, saved, { staff });
  expect(errors).toEqual(e.expect.browser === 'refuses' ? e.expect.errors : {});
  expect(Object.keys(errors)).toEqual(Object.keys(e.expect.errors ?? {}));

  const { updatedAt, ...payload } = editPayload(form, saved.updatedAt, { staff });
  expect(updatedAt).toBe(saved.updatedAt);
  const before: Values = { ...table.editCase, ...e.given.case };
  const unchanged = Object.fromEntries(Object.keys(payload).map((f) => [f, before[f]]));
  expect(payload).toEqual({ ...unchanged, ...e.given.body });
});

/** Whether the add dialog offers this input now. */
function addOffers(form: AddForm, field: string): boolean {
  if (field === 'onHoldReason') return showsOnHoldReason(form);
  if (field === 'miType' || field === 'miAmount') return addMiEnabled(form);
  if (field === 'invoiced') return showsInvoiced(form);
  return true;
}

function addInput(form: AddForm, field: string, value: unknown): AddForm {
  if (field === 'widget') return setAddWidget(form, value as string);
  if (field === 'bhrukId') return setAddBhrukId(form, value as string);
  if (field === 'instructed') return setAddInstructed(form, value as boolean);
  if (field === 'currentStatus') return setAddStatus(form, value as CaseStatus);
  if (field === 'miType') return setAddMiType(form, value as MiType | null);
  if (field === 'miAmount') return setAddMiAmount(form, value as string);
  return { ...form, [field]: value };
}

it.each(of('add'))('add dialog: %s', (_, e) => {
  const typed = Object.entries(table.addForm).map(([field, value]) => ({ [field]: value }));
  let form = EMPTY_ADD_FORM;
  for (const step of [...typed, ...e.given.input]) {
    const [field, value] = stepOf(step);
    if (!addOffers(form, field)) return expect(e.expect.browser).toBe('not offered');
    form = addInput(form, field, value);
  }
  expect(e.expect.browser).not.toBe('not offered');
  const errors = validateAdd(form);
  expect(errors).toEqual(e.expect.browser === 'refuses' ? e.expect.errors : {});
  expect(Object.keys(errors)).toEqual(Object.keys(e.expect.errors ?? {}));
  expect(addPayload(form)).toEqual({ ...table.addBody, ...e.given.body });
});
