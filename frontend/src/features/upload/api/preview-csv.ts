import { useMutation } from '@tanstack/react-query';

import { apiUpload } from '@/lib/api-client';
import type { Job } from '@/types/api';
import type { NewIdRange, UploadProblem } from '@/features/upload/rules';

export type DuplicateRow = {
  row: number;
  identifierType: 'kamId' | 'bhrukId' | 'clientName';
  identifier: string;
  /** Other rows of the file with the same identifier. */
  inFile: number[];
  /** Active cases that already hold it, and their BHR UK IDs (as users know them). */
  existingCaseIds: number[];
  existingBhrukIds: string[];
};

/** A row the upload would skip, and why (cases/importing/writing.skipped_rows). */
export type SkippedRow = {
  row: number;
  reason: 'inFile' | 'present';
  sameAsRow: number | null;
  existingCaseId: number | null;
  existingBhrukId: string | null;
  byUserId: boolean;
  text: string;
};

/** The counts are those of the rows without problems; with any problem the upload imports nothing. */
export type CsvPreview = {
  rows: number;
  wouldImport: number;
  wouldSkip: number;
  wouldSkipInFile: number;
  wouldSkipPresent: number;
  /** The first 100 skipped rows; the error report lists them all. */
  skippedRows: SkippedRow[];
  errors: UploadProblem[];
  errorCount: number;
  duplicates: DuplicateRow[];
  /** Per company group (KIND too): the IDs the new cases would get. */
  newBhrukIds: NewIdRange[];
  firstNewBhrukId: string | null;
  lastNewBhrukId: string | null;
};

/**
 * POST /api/cases/upload-csv?dryRun=true: the whole file checked by the import's own code; nothing is written. A
 * large file answers 202 with the background job that checks it (as its import does); the job's result is then
 * the preview.
 */
export function previewCsv(file: File): Promise<CsvPreview | Job> {
  const form = new FormData();
  form.append('csvFile', file);
  return apiUpload<CsvPreview | Job>('/api/cases/upload-csv?dryRun=true', form);
}

export function usePreviewCsv() {
  return useMutation({ mutationFn: previewCsv });
}
