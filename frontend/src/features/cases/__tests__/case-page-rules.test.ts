import {
  caseTitle,
  editableSections,
  headerActions,
  pageOfSearch,
  searchWithPage,
  stepFrom,
} from '@/features/cases/rules/case-page';
import { editConflict, rebaseEdit } from '@/features/cases/rules/edit-conflict';
import { editFormFromCase } from '@/features/cases/rules/edit-rules';
import { ApiError } from '@/lib/api-client';
import { buildAccess, STATIC_PERMISSIONS } from '@/lib/permissions';
import { makeCase, makeSentCase } from '@/testing/data-generators';
import type { Role } from '@/types/api';

const access = (role: Role) => buildAccess(role, new Set(STATIC_PERMISSIONS[role]));

describe('caseTitle', () => {
  it('names a case by its BHR UK ID, else by its number', () => {
    expect(caseTitle({ id: 7, bhrukId: 'KIND0042' })).toBe('Case KIND0042');
    expect(caseTitle({ id: 7, bhrukId: null })).toBe('Case #7');
  });
});

describe('editableSections: the Edit Case dialog rules, section by section', () => {
  it('lets an admin edit every section of a sent case but System Information', () => {
    expect(editableSections(makeSentCase(), access('admin'))).toEqual([
      'identity',
      'status',
      'invoicing',
      'mi',
    ]);
  });

  it('offers MI only once the case is Sent', () => {
    expect(
      editableSections(makeCase({ currentStatus: 'in_production', instructed: true }), access('admin')),
    ).toEqual(['identity', 'status', 'invoicing']);
  });

  it('gives staff only the sections holding their four fields (Client Name; Instructed, status, reason)', () => {
    expect(editableSections(makeSentCase(), access('staff'))).toEqual(['identity', 'status']);
  });

  it('freezes Basic Information on a legal hold and keeps the work editable', () => {
    expect(editableSections(makeSentCase({ legalHold: true }), access('admin'))).toEqual([
      'status',
      'invoicing',
      'mi',
    ]);
  });

  it.each([
    ['locked', { isLocked: true }],
    ['cancelled', { isCancelled: true }],
    ['merged', { isMerged: true, mergedIntoId: 3 }],
  ])('makes a %s case read-only', (_, overrides) => {
    expect(editableSections(makeSentCase(overrides), access('admin'))).toEqual([]);
  });

  it('gives a client nothing to edit', () => {
    expect(editableSections(makeSentCase(), access('client'))).toEqual([]);
  });
});

describe('headerActions', () => {
  it("offers the row's actions less View and Edit, and the legal hold to its holders", () => {
    expect(
      headerActions(makeCase({ currentStatus: 'in_production', instructed: true }), access('admin')),
    ).toEqual(['lock', 'delete', 'cancel', 'legalHold']);
    expect(
      headerActions(makeCase({ currentStatus: 'in_production', instructed: true }), access('staff')),
    ).toEqual([]);
  });

  it('offers Unlock on a locked case and no Delete or Cancel', () => {
    expect(headerActions(makeSentCase({ isLocked: true }), access('admin'))).toEqual(['unlock', 'legalHold']);
  });
});

describe('stepFrom: next and previous through the list', () => {
  const where = { page: 2, totalPages: 3 };
  it('steps within the page', () => {
    expect(stepFrom([4, 5, 6], 5, where, 'next')).toEqual({ kind: 'case', id: 6 });
    expect(stepFrom([4, 5, 6], 5, where, 'previous')).toEqual({ kind: 'case', id: 4 });
  });
  it('crosses to the neighbouring page at either end', () => {
    expect(stepFrom([4, 5, 6], 6, where, 'next')).toEqual({ kind: 'page', page: 3, pick: 'first' });
    expect(stepFrom([4, 5, 6], 4, where, 'previous')).toEqual({ kind: 'page', page: 1, pick: 'last' });
  });
  it('stops at the ends of the list and for a case not in it', () => {
    expect(stepFrom([4, 5, 6], 6, { page: 3, totalPages: 3 }, 'next')).toBeNull();
    expect(stepFrom([4, 5, 6], 4, { page: 1, totalPages: 3 }, 'previous')).toBeNull();
    expect(stepFrom([4, 5, 6], 9, where, 'next')).toBeNull();
  });
});

describe('the list search string', () => {
  it('sets and drops the page, keeping the rest', () => {
    expect(searchWithPage('?status=on_hold', 3)).toBe('?status=on_hold&page=3');
    expect(searchWithPage('?status=on_hold&page=3', 1)).toBe('?status=on_hold');
    expect(searchWithPage('', 1)).toBe('');
  });
  it('reads the page, 1 when absent or nonsense', () => {
    expect(pageOfSearch('?page=4')).toBe(4);
    expect(pageOfSearch('?page=x')).toBe(1);
    expect(pageOfSearch('')).toBe(1);
  });
});

describe('a save that met a newer version (409)', () => {
  it('reads who changed the case', () => {
    const error = new ApiError(
      409,
      JSON.stringify({ message: 'Changed.', changedBy: 'Mary Jones', changedAt: '2026-11-27T10:00:00Z' }),
    );
    expect(editConflict(error)).toEqual({
      message: 'Changed.',
      changedBy: 'Mary Jones',
      changedAt: '2026-11-27T10:00:00Z',
    });
    expect(editConflict(new ApiError(400, '{}'))).toBeNull();
  });

  it('keeps what the user typed and takes the newer value of every other field', () => {
    const opened = editFormFromCase(makeSentCase({ clientName: 'A', invoiceNumber: 'INV-1' }));
    const typed = { ...opened, clientName: 'B' };
    const newer = editFormFromCase(makeSentCase({ clientName: 'A', invoiceNumber: 'INV-2' }));
    expect(rebaseEdit(opened, typed, newer)).toEqual({ ...newer, clientName: 'B' });
  });
});
