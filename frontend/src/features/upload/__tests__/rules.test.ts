import { ApiError } from '@/lib/api-client';
import {
  isCsvFile,
  problemsSummary,
  problemText,
  progressAt,
  progressPercent,
  progressState,
  REQUIRED_COLUMNS,
  uploadFailure,
} from '@/features/upload/rules';

describe('isCsvFile (guide: labels#validation)', () => {
  it('accepts the text/csv type, a .csv name in any case, or the Excel CSV type', () => {
    expect(isCsvFile({ name: 'cases', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'CASES.CSV', type: '' })).toBe(true);
    expect(isCsvFile({ name: 'cases.Csv', type: 'application/octet-stream' })).toBe(true);
    expect(isCsvFile({ name: 'export', type: 'application/vnd.ms-excel' })).toBe(true);
  });

  it('rejects anything else', () => {
    expect(
      isCsvFile({
        name: 'cases.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    ).toBe(false);
    expect(isCsvFile({ name: 'cases.csv.txt', type: 'text/plain' })).toBe(false);
  });
});

describe('upload progress (guide: workflow, screens#timings-and-limits)', () => {
  it('is 25 at once, 50 after 0.5 s and 75 after 1 s', () => {
    expect(progressAt(0)).toBe(25);
    expect(progressAt(499)).toBe(25);
    expect(progressAt(500)).toBe(50);
    expect(progressAt(999)).toBe(50);
    expect(progressAt(1000)).toBe(75);
    expect(progressAt(60_000)).toBe(75);
    expect(progressAt(-1)).toBe(0);
  });

  it('reports indeterminate for null, loading below max and complete at max', () => {
    expect(progressState(null)).toBe('indeterminate');
    expect(progressState(0)).toBe('loading');
    expect(progressState(75)).toBe('loading');
    expect(progressState(100)).toBe('complete');
    expect(progressState(5, 5)).toBe('complete');
  });

  it('refuses a max that is not a number above 0 and a value outside 0..max', () => {
    expect(() => progressState(1, 0)).toThrow(RangeError);
    expect(() => progressState(1, Number.NaN)).toThrow(RangeError);
    expect(() => progressState(101)).toThrow(RangeError);
    expect(() => progressState(-1)).toThrow(RangeError);
  });

  it('shows whole percentages', () => {
    expect(progressPercent(25)).toBe(25);
    expect(progressPercent(1, 3)).toBe(33);
  });
});

describe('the failure of an upload', () => {
  it("reads the server's message and row problems from a 400", () => {
    const body = {
      message:
        'The file has 2 problems; nothing was imported. First: row 3 (Created At): Created At is required.',
      errors: [
        { row: 3, column: 'Created At', message: 'Created At is required.' },
        { row: 5, column: null, message: 'Expected 8 fields but found 7.' },
      ],
      errorCount: 2,
    };
    const failure = uploadFailure(new ApiError(400, JSON.stringify(body)));
    expect(failure.message).toBe(body.message);
    expect(failure.problems.map(problemText)).toEqual([
      'Row 3 · Created At: Created At is required.',
      'Row 5: Expected 8 fields but found 7.',
    ]);
    expect(problemsSummary(failure)).toBe('2 problems found; nothing was imported.');
  });

  it('says when the server listed only the first problems', () => {
    const errors = [{ row: 2, column: 'Status', message: 'x' }];
    const failure = uploadFailure(
      new ApiError(400, JSON.stringify({ message: 'm', errors, errorCount: 250 })),
    );
    expect(problemsSummary(failure)).toBe('250 problems found; nothing was imported. Showing the first 1.');
  });

  it('uses the message alone when there are no problems (e.g. 413 too large)', () => {
    const failure = uploadFailure(
      new ApiError(413, JSON.stringify({ message: 'The file is too large (60 MB).' })),
    );
    expect(failure).toEqual({ message: 'The file is too large (60 MB).', problems: [], problemCount: 0 });
  });

  it('falls back to "Failed to upload CSV file" for anything else', () => {
    expect(uploadFailure(new Error('network')).message).toBe('Failed to upload CSV file');
    expect(uploadFailure(new ApiError(500, '<html>oops</html>')).message).toBe('Failed to upload CSV file');
    expect(uploadFailure(new ApiError(400, JSON.stringify({ errors: 'bad' }))).message).toBe(
      'Failed to upload CSV file',
    );
  });

  it('lists the required columns of guide: screens#case-table', () => {
    expect(REQUIRED_COLUMNS.join(', ')).toBe(
      'Widget (Company), Report Type, External User ID (OB Link), Name, Email, User ID, Created At, Status',
    );
  });
});
