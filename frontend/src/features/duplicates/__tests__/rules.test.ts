import { ApiError } from '@/lib/api-client';
import {
  caseName,
  DEFAULT_GROUP_SORT,
  groupsShowingText,
  parseGroupSort,
  caseReference,
  dismissedText,
  mergeMismatch,
  buildMergedData,
  buildMergeRequest,
  choicesComplete,
  defaultChoices,
  differingFields,
  formatMergeValue,
  mergeErrorToast,
  mergeValidationError,
  optionLabels,
  valueKey,
} from '@/features/duplicates/rules';

import { makeCase } from './case-fixture';

const a = makeCase({ id: 1, bhrukId: '100', clientName: 'Jane Doe', notes: '' });
const b = makeCase({ id: 2, bhrukId: '200', clientName: 'Jane Doe', notes: 'Call back', invoiced: true });
const c = makeCase({ id: 3, bhrukId: null, clientName: 'JANE DOE', notes: '' });

describe('differingFields', () => {
  it('lists only the fields whose values differ, with distinct values in case order', () => {
    const diffs = differingFields([a, b, c]);
    expect(diffs.map((d) => d.field)).toEqual(['clientName', 'bhrukId', 'invoiced', 'notes']);
    const bhruk = diffs.find((d) => d.field === 'bhrukId')!;
    expect(bhruk.options.map((o) => [o.value, o.caseIds])).toEqual([
      ['100', [1]],
      ['200', [2]],
      [null, [3]],
    ]);
    expect(diffs.find((d) => d.field === 'notes')!.options.map((o) => o.caseIds)).toEqual([[1, 3], [2]]);
  });

  it('treats null and empty text as the same (no) value', () => {
    expect(valueKey(null)).toBe(valueKey(''));
    expect(
      differingFields([makeCase({ id: 1, onHoldReason: null }), makeCase({ id: 2, invoiceNumber: '' })]),
    ).toEqual([]);
  });

  it('finds nothing when the cases agree everywhere', () => {
    expect(differingFields([makeCase({ id: 1 }), makeCase({ id: 2 })])).toEqual([]);
  });
});

describe('choices and merged data', () => {
  const diffs = differingFields([a, b, c]);

  it('pre-selects the master case values', () => {
    const choices = defaultChoices(b, diffs);
    expect(buildMergedData(diffs, choices)).toEqual({
      clientName: 'Jane Doe',
      bhrukId: '200',
      invoiced: true,
      notes: 'Call back',
    });
  });

  it('builds mergedData from the chosen values, null for a chosen empty value', () => {
    const choices = {
      ...defaultChoices(b, diffs),
      bhrukId: valueKey(null),
      clientName: valueKey('JANE DOE'),
    };
    expect(buildMergedData(diffs, choices)).toEqual({
      clientName: 'JANE DOE',
      bhrukId: null,
      invoiced: true,
      notes: 'Call back',
    });
  });

  it('is complete only with a master and a valid choice for every differing field', () => {
    expect(choicesComplete(null, diffs, defaultChoices(a, diffs))).toBe(false);
    expect(choicesComplete(1, diffs, defaultChoices(a, diffs))).toBe(true);
    const { notes: _notes, ...missing } = defaultChoices(a, diffs);
    expect(choicesComplete(1, diffs, missing)).toBe(false);
    expect(choicesComplete(1, diffs, { ...defaultChoices(a, diffs), notes: '"not a candidate"' })).toBe(
      false,
    );
    expect(choicesComplete(1, [], {})).toBe(true);
  });

  it('builds the request with the other cases as duplicates and a trimmed reason', () => {
    expect(buildMergeRequest([a, b, c], 2, diffs, defaultChoices(b, diffs), '  same client ')).toEqual({
      masterCaseId: 2,
      duplicateCaseIds: [1, 3],
      mergedData: { clientName: 'Jane Doe', bhrukId: '200', invoiced: true, notes: 'Call back' },
      mergeReason: 'same client',
    });
  });
});

describe('mergeValidationError', () => {
  it('asks for a master first, then for a non-blank reason', () => {
    expect(mergeValidationError(null, 'x')).toBe('Please select a master case');
    expect(mergeValidationError(1, '   ')).toBe('Please provide a reason for merging');
    expect(mergeValidationError(1, 'duplicate upload')).toBeNull();
  });
});

describe('mergeErrorToast', () => {
  it('maps 401, 403 and other failures to the guide texts', () => {
    expect(mergeErrorToast(new ApiError(401, '{"message":"Unauthorized"}'))).toEqual({
      title: 'Authentication Error',
      message: 'Please refresh the page and try again.',
    });
    expect(mergeErrorToast(new ApiError(403, ''))).toEqual({
      title: 'Access Denied',
      message: 'Only managers and admins can merge cases',
    });
    expect(mergeErrorToast(new ApiError(403, '{"message":"Case 3 is locked"}')).message).toBe(
      'Case 3 is locked',
    );
    expect(mergeErrorToast(new ApiError(400, '{"message":"Company is required"}'))).toEqual({
      title: 'Error',
      message: 'Company is required',
    });
    expect(mergeErrorToast(new TypeError('Failed to fetch'))).toEqual({
      title: 'Error',
      message: 'Failed to merge cases',
    });
  });
});

describe('formatMergeValue', () => {
  it('shows values as the dashboard does', () => {
    expect(formatMergeValue('invoiced', true)).toBe('Yes');
    expect(formatMergeValue('currentStatus', 'need_instructions_hire')).toBe('Need Instructions (in hire)');
    expect(formatMergeValue('miType', 'surplus')).toBe('Surplus (Impecunious (STUS))');
    expect(formatMergeValue('miAmount', -250)).toBe('-£250.00');
    expect(formatMergeValue('bhrukId', null)).toBe('(empty)');
  });
});

describe('optionLabels', () => {
  it('appends the raw value only where two values would look the same', () => {
    const diffs = differingFields([
      makeCase({ id: 1, createdAt: '2026-10-01T09:00:00.100Z', bhrukId: '1' }),
      makeCase({ id: 2, createdAt: '2026-10-01T09:00:00.200Z', bhrukId: '2' }),
    ]);
    const created = diffs.find((d) => d.field === 'createdAt')!;
    expect(optionLabels('createdAt', created.options)).toEqual([
      '01/10/2026, 10:00 (2026-10-01T09:00:00.100Z)',
      '01/10/2026, 10:00 (2026-10-01T09:00:00.200Z)',
    ]);
    const bhruk = diffs.find((d) => d.field === 'bhrukId')!;
    expect(optionLabels('bhrukId', bhruk.options)).toEqual(['1', '2']);
  });
});

describe('naming cases and warning before a merge', () => {
  it('names a case by BHR UK ID, company and client, never its database id', () => {
    const item = { id: 24, bhrukId: '1234', widget: 'Acme Ltd', clientName: 'Jane Smith' };
    expect(caseReference(item)).toBe('BHR UK ID 1234');
    expect(caseName(item)).toBe('BHR UK ID 1234 · Acme Ltd · Jane Smith');
    expect(caseName({ ...item, bhrukId: null, clientName: '' })).toBe(
      'No BHR UK ID · Acme Ltd · No client name',
    );
  });

  it('warns when candidates differ in company or client, ignoring case and spacing', () => {
    expect(
      mergeMismatch([
        { widget: 'Acme Ltd', clientName: 'Jane  Smith' },
        { widget: 'acme ltd', clientName: 'jane smith' },
      ]),
    ).toBeNull();
    expect(
      mergeMismatch([
        { widget: 'Acme Ltd', clientName: 'Jane Smith' },
        { widget: 'Kind', clientName: 'Jane Smith' },
      ]),
    ).toBe(
      'These cases belong to different companies (Acme Ltd, Kind). Merge them only if they are truly the same case.',
    );
    expect(
      mergeMismatch([
        { widget: 'Acme Ltd', clientName: 'Jane Smith' },
        { widget: 'Acme Ltd', clientName: 'John Roe' },
      ]),
    ).toMatch(/^These cases belong to different clients \(Jane Smith, John Roe\)/);
  });

  it('names the dismissed group in the toast', () => {
    expect(dismissedText({ identifier: '321', identifierType: 'kamId' }, 'Duplicate group dismissed')).toBe(
      'Duplicate group dismissed: KAM ID 321.',
    );
  });
});

describe('the paged groups list (guide: duplicates#duplicates-page)', () => {
  it('reads a sort choice as the server parameters, falling back to newest activity first', () => {
    expect(parseGroupSort('caseCount:desc')).toEqual({ sortBy: 'caseCount', sortOrder: 'desc' });
    expect(parseGroupSort('identifier:asc')).toEqual({ sortBy: 'identifier', sortOrder: 'asc' });
    expect(parseGroupSort('colour:up')).toEqual({ sortBy: 'lastUpdated', sortOrder: 'desc' });
    expect(parseGroupSort(null)).toEqual(DEFAULT_GROUP_SORT);
  });

  it('says which groups a page shows, with thousands separated', () => {
    expect(groupsShowingText(1, 25, 0)).toBe('No groups');
    expect(groupsShowingText(1, 25, 1)).toBe('Showing 1 to 1 of 1 group');
    expect(groupsShowingText(2, 25, 46196)).toBe('Showing 26 to 50 of 46,196 groups');
    expect(groupsShowingText(3, 25, 60)).toBe('Showing 51 to 60 of 60 groups');
  });
});
