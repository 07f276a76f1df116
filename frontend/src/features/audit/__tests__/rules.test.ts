import { describe, expect, it } from 'vitest';

import { auditParams, caseText, EMPTY_AUDIT_FILTERS } from '@/features/audit/rules';
import { actionLabel, fieldLines, valueText } from '@/lib/audit-words';
import { rangeError } from '@/lib/date-range';

describe('audit log rules', () => {
  it('sends every filter, trimming the BHR UK ID', () => {
    const filters = {
      ...EMPTY_AUDIT_FILTERS,
      userId: '7',
      action: 'update',
      bhrukId: ' 501 ',
      dateFrom: '2026-06-01',
    };
    expect(auditParams(filters)).toEqual({
      userId: '7',
      action: 'update',
      bhrukId: '501',
      company: '',
      dateFrom: '2026-06-01',
      dateTo: '',
    });
  });

  it('writes logged values as a reader expects them', () => {
    expect(valueText(true)).toBe('Yes');
    expect(valueText(false)).toBe('No');
    expect(valueText(null)).toBe('—');
    expect(valueText('')).toBe('—');
    expect(valueText(12.5)).toBe('12.5');
    expect(valueText({ a: 1 })).toBe('{"a":1}');
    expect(valueText('on_hold')).toBe('on_hold');
  });

  it("shows the server's labels and texts, and makes raw values readable when they are missing", () => {
    expect(
      fieldLines([
        {
          field: 'onHoldReason',
          old: null,
          new: 'need_pdf',
          label: 'On Hold Reason',
          oldText: '—',
          newText: 'Need PDF Statements',
        },
        { field: 'invoiced', old: false, new: true },
      ]),
    ).toEqual([
      { label: 'On Hold Reason', oldText: '—', newText: 'Need PDF Statements' },
      { label: 'invoiced', oldText: 'No', newText: 'Yes' },
    ]);
  });

  it('names a case by its label, else its BHR UK ID, never by database id', () => {
    const row = { caseId: 33, caseBhrukId: '501', caseCompany: 'Acme Ltd' };
    expect(caseText({ ...row, caseLabel: 'KIND7' })).toBe('KIND7');
    expect(caseText(row)).toBe('501');
    expect(caseText({ ...row, caseCompany: null })).toBe('501 (deleted)');
    expect(caseText({ ...row, caseBhrukId: null })).toBe('Case without a BHR UK ID');
    expect(caseText({ ...row, caseId: null })).toBeNull();
  });

  it('labels actions with whole names, an unknown one as it is', () => {
    expect(actionLabel('merge')).toBe('Merge (master)');
    expect(actionLabel('merged')).toBe('Merged into master');
    expect(actionLabel('autofill')).toBe('Auto-fill');
    expect(actionLabel('import_undo')).toBe('Import undo');
    expect(actionLabel('dismiss_undo')).toBe('Dismissal undone');
    expect(actionLabel('erase')).toBe('Personal data erased');
    expect(actionLabel('subject_access')).toBe('Subject-access pack');
    expect(actionLabel('mfa_recovery_use')).toBe('Recovery code used');
    expect(actionLabel('mfa_failed')).toBe('Two-factor code failed');
    expect(actionLabel('document_add')).toBe('Document added');
    expect(actionLabel('document_erase')).toBe('Document erased');
    expect(actionLabel('comment_add')).toBe('Comment added');
    expect(actionLabel('comment_edit')).toBe('Comment edited');
    expect(actionLabel('comment_delete')).toBe('Comment deleted');
    expect(actionLabel('document_add')).toBe('Document added');
    expect(actionLabel('document_download')).toBe('Document downloaded');
    expect(actionLabel('document_delete')).toBe('Document deleted');
    expect(actionLabel('document_erase')).toBe('Document erased');
    expect(actionLabel('request_add')).toBe('Request made');
    expect(actionLabel('request_accept')).toBe('Request accepted');
    expect(actionLabel('request_reject')).toBe('Request rejected');
    expect(actionLabel('request_cancel')).toBe('Request cancelled');
    expect(actionLabel('request_receive')).toBe('Documents received');
    expect(actionLabel('teleport')).toBe('teleport');
  });

  it('refuses a range that ends before it starts', () => {
    expect(rangeError({ dateFrom: '2026-06-02', dateTo: '2026-06-01' })).toBe(
      'The end date must not be before the start date.',
    );
    expect(rangeError({ dateFrom: '2026-06-01', dateTo: '2026-06-01' })).toBeNull();
    expect(rangeError({ dateFrom: '', dateTo: '2026-06-01' })).toBeNull();
  });
});
