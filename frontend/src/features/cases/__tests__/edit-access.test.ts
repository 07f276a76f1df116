import { caseEditAccess } from '@/features/cases/rules/edit-access';
import { rowActions } from '@/features/cases/rules/row-actions';
import { buildAccess, STATIC_PERMISSIONS, type Permission } from '@/lib/permissions';
import { makeCase } from '@/testing/data-generators';
import type { Role } from '@/types/api';

const access = (role: Role, permissions: readonly Permission[] = STATIC_PERMISSIONS[role]) =>
  buildAccess(role, new Set(permissions));

describe('who may edit which case fields (guide: roles)', () => {
  it('gives the default staff role the four staff fields and managers and admins the full edit', () => {
    expect(caseEditAccess(access('staff'))).toBe('staff');
    expect(caseEditAccess(access('manager'))).toBe('full');
    expect(caseEditAccess(access('admin'))).toBe('full');
  });

  it('keys on permissions, not on the role name', () => {
    expect(caseEditAccess(access('staff', ['view_all_cases', 'edit_cases']))).toBe('full');
    expect(caseEditAccess(access('manager', ['view_all_cases', 'create_cases']))).toBe('staff');
    expect(caseEditAccess(access('staff', []))).toBe('none');
  });

  it('lets clients edit nothing, whatever they have been granted', () => {
    expect(caseEditAccess(access('client'))).toBe('none');
    expect(caseEditAccess(access('client', ['view_all_cases', 'edit_cases']))).toBe('none');
  });

  it('offers the Edit row action exactly to those who may edit some field', () => {
    const open = makeCase();
    expect(rowActions(open, access('staff'))).toContain('edit');
    expect(rowActions(open, access('staff', []))).not.toContain('edit');
    expect(rowActions(open, access('client', ['view_all_cases', 'edit_cases']))).not.toContain('edit');
    expect(rowActions({ ...open, isCancelled: true }, access('staff'))).not.toContain('edit');
    expect(rowActions({ ...open, isMerged: true }, access('staff'))).toEqual(['view']);
  });
});
