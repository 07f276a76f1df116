import { rowActions } from '@/features/cases/rules/row-actions';
import {
  offersStatusMenu,
  statusChange,
  statusMenuLabel,
  statusMenuOptions,
} from '@/features/cases/rules/status-menu';
import { buildAccess, STATIC_PERMISSIONS, type Permission } from '@/lib/permissions';
import { makeCase, makeSentCase } from '@/testing/data-generators';
import type { Role } from '@/types/api';

const access = (role: Role, permissions: readonly Permission[] = STATIC_PERMISSIONS[role]) =>
  buildAccess(role, new Set(permissions));

describe('offersStatusMenu: the status menu goes with the row’s Edit action', () => {
  const open = makeCase();
  it.each([
    ['admin', true],
    ['manager', true],
    ['staff', true],
    ['client', false],
  ] as const)('%s on an open case: %s', (role, expected) => {
    expect(offersStatusMenu(rowActions(open, access(role)))).toBe(expected);
  });

  it('is not offered without edit_cases or view_all_cases', () => {
    expect(offersStatusMenu(rowActions(open, access('staff', [])))).toBe(false);
    expect(offersStatusMenu(rowActions(open, access('manager', ['lock_unlock_cases', 'delete_cases'])))).toBe(
      false,
    );
  });

  it('is not offered on a locked, cancelled or merged case', () => {
    for (const c of [
      makeCase({ isLocked: true }),
      makeCase({ isCancelled: true }),
      makeCase({ isMerged: true, mergedIntoId: 1 }),
    ]) {
      expect(offersStatusMenu(rowActions(c, access('admin')))).toBe(false);
    }
  });

  it('reads the row’s actions as the memoised rows hold them, joined by commas', () => {
    expect(offersStatusMenu('lock,view,edit')).toBe(true);
    expect(offersStatusMenu('unlock,view')).toBe(false);
    expect(offersStatusMenu('')).toBe(false);
  });
});

describe('statusMenuLabel and statusMenuOptions', () => {
  it('names the trigger by the case and its status now', () => {
    expect(statusMenuLabel('1021', 'on_hold')).toBe('Change status of 1021, now On Hold');
  });

  it('offers the edit dialog’s statuses for the case’s Instructed value', () => {
    expect(statusMenuOptions({ instructed: false, currentStatus: 'need_instructions_new' })).toEqual([
      'need_instructions_new',
      'need_instructions_hire',
    ]);
    expect(statusMenuOptions({ instructed: true, currentStatus: 'in_production' })).toEqual([
      'in_production',
      'on_hold',
      'sent',
    ]);
    // An imported case whose status breaks the rule keeps its own among the options.
    expect(statusMenuOptions({ instructed: true, currentStatus: 'need_instructions_hire' })).toEqual([
      'need_instructions_hire',
      'in_production',
      'on_hold',
      'sent',
    ]);
  });
});

describe('statusChange: the edit dialog’s payload for one status', () => {
  const sent = makeSentCase({ instructed: true });

  it('sends only the staff fields for a staff-only user', () => {
    expect(statusChange(sent, 'in_production', null, { staff: true })).toEqual({
      kind: 'save',
      payload: {
        clientName: sent.clientName,
        instructed: true,
        currentStatus: 'in_production',
        onHoldReason: null,
        updatedAt: sent.updatedAt,
      },
    });
  });

  it('sends the full payload for a full editor, clearing MI on leaving Sent', () => {
    const change = statusChange(sent, 'in_production', null, { staff: false });
    expect(change.kind).toBe('save');
    if (change.kind !== 'save') return;
    expect(change.payload).toMatchObject({
      widget: sent.widget,
      kamId: sent.kamId,
      currentStatus: 'in_production',
      onHoldReason: null,
      invoiced: sent.invoiced,
      miType: null,
      miAmount: null,
      updatedAt: sent.updatedAt,
    });
  });

  it('needs a reason for On Hold: none means nothing is saved', () => {
    const c = makeCase({ instructed: true, currentStatus: 'in_production' });
    expect(statusChange(c, 'on_hold', null, { staff: true })).toEqual({
      kind: 'invalid',
      message: 'On hold reason is required when the status is On Hold.',
    });
    expect(statusChange(c, 'on_hold', 'need_pdf', { staff: true })).toMatchObject({
      kind: 'save',
      payload: { currentStatus: 'on_hold', onHoldReason: 'need_pdf' },
    });
  });

  it('sends nothing when the status (and on-hold reason) stays as it is', () => {
    const held = makeCase({ instructed: true, currentStatus: 'on_hold', onHoldReason: 'other' });
    expect(statusChange(held, 'on_hold', 'other', { staff: true })).toEqual({ kind: 'unchanged' });
    expect(statusChange(held, 'on_hold', 'need_pdf', { staff: true })).toMatchObject({
      kind: 'save',
      payload: { currentStatus: 'on_hold', onHoldReason: 'need_pdf' },
    });
    expect(statusChange(makeCase(), 'need_instructions_new', null, { staff: false })).toEqual({
      kind: 'unchanged',
    });
  });

  it('keeps the edit dialog’s checks: a full editor may not save a case without a company', () => {
    const noCompany = makeCase({ widget: '' });
    expect(statusChange(noCompany, 'need_instructions_hire', null, { staff: false })).toEqual({
      kind: 'invalid',
      message: 'Company is required',
    });
    expect(statusChange(noCompany, 'need_instructions_hire', null, { staff: true }).kind).toBe('save');
  });
});
