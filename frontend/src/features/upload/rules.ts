/** Pure rules of the Upload CSV Cases dialog (guide: screens, screens#dialogs, workflow#imports, labels#errors,
 * screens#timings-and-limits). */
import { ApiError } from '@/lib/api-client';
import type { Job } from '@/types/api';

export const MESSAGES = {
  invalidFileTitle: 'Invalid File',
  invalidFile: 'Please select a CSV file (.csv extension)',
  successTitle: 'Success',
  errorTitle: 'Error',
  uploadFailed: 'Failed to upload CSV file',
} as const;

/** The blue box (guide: screens), in this order. */
export const REQUIRED_COLUMNS = [
  'Widget (Company)',
  'Report Type',
  'External User ID (OB Link)',
  'Name',
  'Email',
  'User ID',
  'Created At',
  'Status',
] as const;

/** CSV if the MIME type is text/csv, the name ends in .csv (any case), or the type is application/vnd.ms-excel. */
export function isCsvFile(file: Pick<File, 'name' | 'type'>): boolean {
  return (
    file.type === 'text/csv' ||
    file.name.toLowerCase().endsWith('.csv') ||
    file.type === 'application/vnd.ms-excel'
  );
}

/** Upload progress: 25% at once, 50% after 0.5 s, 75% after 1 s, then the result (guide: workflow,
 * screens#timings-and-limits). */
export const PROGRESS_STEPS: ReadonlyArray<{ afterMs: number; value: number }> = [
  { afterMs: 0, value: 25 },
  { afterMs: 500, value: 50 },
  { afterMs: 1000, value: 75 },
];

export const PROGRESS_MAX = 100;

/** The progress shown `elapsedMs` after the upload started (0 before it starts). */
export function progressAt(elapsedMs: number): number {
  return PROGRESS_STEPS.filter((step) => elapsedMs >= step.afterMs).reduce((_, step) => step.value, 0);
}

export type ProgressState = 'indeterminate' | 'loading' | 'complete';

/** Progress widget (guide: workflow, labels#validation): max a number > 0 (default 100), value between 0 and max or
 * null. */
export function progressState(value: number | null, max: number = PROGRESS_MAX): ProgressState {
  if (!(typeof max === 'number' && Number.isFinite(max) && max > 0)) {
    throw new RangeError(`Progress max must be a number greater than 0, got ${max}`);
  }
  if (value === null) return 'indeterminate';
  if (!(value >= 0 && value <= max))
    throw new RangeError(`Progress value must be between 0 and ${max}, got ${value}`);
  return value === max ? 'complete' : 'loading';
}

export function progressPercent(value: number, max: number = PROGRESS_MAX): number {
  return Math.round((value / max) * 100);
}

/** One row problem of a rejected import (cases/importing: 400 {message, errors: [{row, column, message}], errorCount}). */
export type UploadProblem = { row: number; column: string | null; message: string };

export type UploadFailure = {
  message: string;
  problems: UploadProblem[];
  /** Every problem found; the server lists at most the first 100. */
  problemCount: number;
};

function isProblem(item: unknown): item is UploadProblem {
  if (!item || typeof item !== 'object') return false;
  const p = item as Record<string, unknown>;
  return (
    typeof p.row === 'number' &&
    typeof p.message === 'string' &&
    (p.column === null || typeof p.column === 'string')
  );
}

/** What the dialog shows for a failed upload: the server's message and its row problems, when it sent them. */
export function uploadFailure(error: unknown): UploadFailure {
  const fallback: UploadFailure = { message: MESSAGES.uploadFailed, problems: [], problemCount: 0 };
  if (!(error instanceof ApiError)) return fallback;
  const text = error.message.replace(/^\d{3}: /, '').trim();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fallback;
  }
  if (!body || typeof body !== 'object') return fallback;
  const { message, errors, errorCount } = body as Record<string, unknown>;
  const problems = Array.isArray(errors) ? errors.filter(isProblem) : [];
  return {
    message: typeof message === 'string' && message ? message : MESSAGES.uploadFailed,
    problems,
    problemCount: typeof errorCount === 'number' ? Math.max(errorCount, problems.length) : problems.length,
  };
}

/** A failed job's problems as the request would have answered them (its result holds that 400 body). */
export function jobFailure(job: Pick<Job, 'message' | 'result'>): UploadFailure {
  const body = typeof job.result.message === 'string' ? job.result : { message: job.message };
  return uploadFailure(new ApiError(400, JSON.stringify(body)));
}

/** "Row 3 · Created At: Not a date ..." */
export function problemText(problem: UploadProblem): string {
  const where = problem.column ? `Row ${problem.row} · ${problem.column}` : `Row ${problem.row}`;
  return `${where}: ${problem.message}`;
}

/** "2 problems found; nothing was imported." (and how many are listed when the server listed only some). */
export function problemsSummary(failure: UploadFailure): string {
  const { problems, problemCount } = failure;
  const noun = problemCount === 1 ? 'problem' : 'problems';
  const found = `${problemCount} ${noun} found; nothing was imported.`;
  return problemCount > problems.length ? `${found} Showing the first ${problems.length}.` : found;
}

// --- Preview (Check File, guide: workflow#imports) -------------------------------------------------------------------

/** How many of the preview's problems and duplicates the dialog lists; the rest are in the error report. */
export const PREVIEW_LISTED = 10;

export const IDENTIFIER_LABELS = {
  kamId: 'KAM ID',
  bhrukId: 'BHR UK ID',
  clientName: 'Client name',
} as const;

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** The parts of a preview (POST /api/cases/upload-csv?dryRun=true) that the wording below reads. */
export type PreviewCountsInput = {
  wouldImport: number;
  wouldSkip: number;
  wouldSkipInFile: number;
  wouldSkipPresent: number;
  errorCount: number;
};

/**
 * The three count boxes, agreeing with what Upload & Process does: with any problem the upload is refused
 * and imports nothing, so the boxes say so instead of counting the rows that are fine.
 */
export function previewCounts(preview: PreviewCountsInput): {
  imported: string;
  skipped: string;
  problems: string;
} {
  const blocked = preview.errorCount > 0;
  return {
    imported: blocked
      ? 'No cases would be imported'
      : `${plural(preview.wouldImport, 'case')} would be imported`,
    skipped: blocked
      ? 'No rows would be skipped'
      : preview.wouldSkip
        ? `${plural(preview.wouldSkip, 'row')} would be skipped`
        : 'No rows would be skipped',
    problems: preview.errorCount ? plural(preview.errorCount, 'problem') : 'No problems',
  };
}

/** Why rows would be skipped, apart: "1 repeated inside the file, 2 already in Casebook" (null if none). */
export function skippedBreakdown(preview: PreviewCountsInput): string | null {
  const parts = [];
  if (preview.wouldSkipInFile)
    parts.push(`${preview.wouldSkipInFile.toLocaleString('en-GB')} repeated inside the file`);
  if (preview.wouldSkipPresent)
    parts.push(`${preview.wouldSkipPresent.toLocaleString('en-GB')} already in Casebook`);
  return parts.length ? parts.join(', ') : null;
}

/** What happens if the file is uploaded as it is: with problems nothing is imported (all or nothing). */
export function previewVerdict(preview: PreviewCountsInput): string {
  if (preview.errorCount) {
    const fine = preview.wouldImport
      ? ` Once they are fixed, ${plural(preview.wouldImport, 'case')} would be imported.`
      : '';
    return `Uploading this file would import nothing: fix the ${plural(preview.errorCount, 'problem')} first.${fine}`;
  }
  if (!preview.wouldImport) return 'Uploading this file would add no cases: every row would be skipped.';
  return `The file is ready to upload: ${plural(preview.wouldImport, 'case')} would be imported.`;
}

export type NewIdRange = { group: 'standard' | 'kind'; first: string; last: string; count: number };

/** "New BHR UK IDs: 1000 to 1002 (3 cases); KIND120 (1 case)"; null when nothing would be imported. */
export function newIdsText(ranges: NewIdRange[]): string | null {
  if (!ranges.length) return null;
  const total = ranges.reduce((sum, range) => sum + range.count, 0);
  const label = total === 1 ? 'New BHR UK ID' : 'New BHR UK IDs';
  const parts = ranges.map((range) => {
    const span = range.last === range.first ? range.first : `${range.first} to ${range.last}`;
    return ranges.length > 1 ? `${span} (${plural(range.count, 'case')})` : span;
  });
  return `${label}: ${parts.join('; ')}`;
}

/** How the file's Status column is used (guide: api#fields: originalStatus; guide: workflow: new cases need
 * instructions). */
export const STATUS_COLUMN_NOTE =
  "The file's Status is kept as each case's original status (shown when merging). Every imported case " +
  'starts as Need Instructions (new), not instructed and not invoiced.';

/** "Showing the first 10 of 150." when only some are listed, else null. */
export function listedNote(listed: number, total: number): string | null {
  return total > listed ? `Showing the first ${listed} of ${total.toLocaleString('en-GB')}.` : null;
}

/** "march.csv" -> "march-errors.csv" (the server names the file; this is the fallback). */
export function errorReportName(fileName: string): string {
  const stem = fileName.replace(/\.[^.]*$/, '') || 'upload';
  return `${stem}-errors.csv`;
}
