import {
  errorReportName,
  listedNote,
  newIdsText,
  previewCounts,
  previewVerdict,
} from '@/features/upload/rules';

describe('preview rules', () => {
  it('counts in words, singular and plural', () => {
    expect(previewCounts({ wouldImport: 1, wouldSkip: 0, errorCount: 0 })).toEqual({
      imported: '1 case would be imported',
      skipped: '0 already present would be skipped',
      problems: 'No problems',
    });
    expect(previewCounts({ wouldImport: 12000, wouldSkip: 3, errorCount: 1 }).imported).toBe(
      '12,000 cases would be imported',
    );
    expect(previewCounts({ wouldImport: 0, wouldSkip: 0, errorCount: 1 }).problems).toBe('1 problem');
  });

  it('names the identifiers the new cases would get', () => {
    expect(newIdsText(null, null)).toBeNull();
    expect(newIdsText('1000', '1000')).toBe('New BHR UK ID: 1000');
    expect(newIdsText('KIND7', '1003')).toBe('New BHR UK IDs: KIND7 to 1003');
  });

  it('says what an upload would do', () => {
    expect(previewVerdict({ wouldImport: 5, errorCount: 2 })).toMatch(/would import nothing/);
    expect(previewVerdict({ wouldImport: 0, errorCount: 0 })).toMatch(/already present/);
    expect(previewVerdict({ wouldImport: 5, errorCount: 0 })).toBe('The file is ready to upload.');
  });

  it('notes when a list is cut short, and names the report after the file', () => {
    expect(listedNote(10, 10)).toBeNull();
    expect(listedNote(10, 1500)).toBe('Showing the first 10 of 1,500.');
    expect(errorReportName('March 2025.csv')).toBe('March 2025-errors.csv');
    expect(errorReportName('noext')).toBe('noext-errors.csv');
  });
});
