import {
  errorReportName,
  listedNote,
  newIdsText,
  previewCounts,
  previewVerdict,
  skippedBreakdown,
} from '@/features/upload/rules';

const counts = (over: Partial<Parameters<typeof previewCounts>[0]> = {}) => ({
  wouldImport: 0,
  wouldSkip: 0,
  wouldSkipInFile: 0,
  wouldSkipPresent: 0,
  errorCount: 0,
  ...over,
});

describe('preview rules', () => {
  it('counts in words, singular and plural', () => {
    expect(previewCounts(counts({ wouldImport: 1 }))).toEqual({
      imported: '1 case would be imported',
      skipped: 'No rows would be skipped',
      problems: 'No problems',
    });
    expect(previewCounts(counts({ wouldImport: 12000, wouldSkip: 1 }))).toEqual({
      imported: '12,000 cases would be imported',
      skipped: '1 row would be skipped',
      problems: 'No problems',
    });
  });

  it('never counts imports beside problems: with any problem the upload imports nothing', () => {
    const blocked = counts({ wouldImport: 8, wouldSkip: 2, errorCount: 1 });
    expect(previewCounts(blocked)).toEqual({
      imported: 'No cases would be imported',
      skipped: 'No rows would be skipped',
      problems: '1 problem',
    });
    expect(previewVerdict(blocked)).toBe(
      'Uploading this file would import nothing: fix the 1 problem first. Once they are fixed, 8 cases would be imported.',
    );
    expect(previewVerdict(counts({ errorCount: 3 }))).toBe(
      'Uploading this file would import nothing: fix the 3 problems first.',
    );
  });

  it('tells rows repeated inside the file from rows already in Casebook', () => {
    expect(skippedBreakdown(counts())).toBeNull();
    expect(skippedBreakdown(counts({ wouldSkip: 2, wouldSkipInFile: 2 }))).toBe('2 repeated inside the file');
    expect(skippedBreakdown(counts({ wouldSkip: 3, wouldSkipInFile: 1, wouldSkipPresent: 2 }))).toBe(
      '1 repeated inside the file, 2 already in Casebook',
    );
    expect(previewVerdict(counts({ wouldSkip: 4, wouldSkipInFile: 4 }))).toBe(
      'Uploading this file would add no cases: every row would be skipped.',
    );
    expect(previewVerdict(counts({ wouldImport: 5 }))).toBe(
      'The file is ready to upload: 5 cases would be imported.',
    );
  });

  it('names the identifiers of every company group, KIND too', () => {
    expect(newIdsText([])).toBeNull();
    expect(newIdsText([{ group: 'standard', first: '1000', last: '1000', count: 1 }])).toBe(
      'New BHR UK ID: 1000',
    );
    expect(newIdsText([{ group: 'kind', first: 'KIND7', last: 'KIND9', count: 3 }])).toBe(
      'New BHR UK IDs: KIND7 to KIND9',
    );
    expect(
      newIdsText([
        { group: 'standard', first: '1000', last: '1003', count: 3 },
        { group: 'kind', first: 'KIND7', last: 'KIND7', count: 1 },
      ]),
    ).toBe('New BHR UK IDs: 1000 to 1003 (3 cases); KIND7 (1 case)');
  });

  it('notes when a list is cut short, and names the report after the file', () => {
    expect(listedNote(10, 10)).toBeNull();
    expect(listedNote(10, 1500)).toBe('Showing the first 10 of 1,500.');
    expect(errorReportName('March 2025.csv')).toBe('March 2025-errors.csv');
    expect(errorReportName('noext')).toBe('noext-errors.csv');
  });
});
