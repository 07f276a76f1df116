import { useMutation } from '@tanstack/react-query';

import { apiUpload } from '@/lib/api-client';
import type { UploadProblem } from '@/features/upload/rules';

export type DuplicateRow = {
  row: number;
  identifierType: 'kamId' | 'bhrukId' | 'clientName';
  identifier: string;
  /** Other rows of the file with the same identifier. */
  inFile: number[];
  /** Active cases that already hold it. */
  existingCaseIds: number[];
};

export type CsvPreview = {
  wouldImport: number;
  wouldSkip: number;
  errors: UploadProblem[];
  errorCount: number;
  duplicates: DuplicateRow[];
  firstNewBhrukId: string | null;
  lastNewBhrukId: string | null;
};

/** POST /api/cases/upload-csv?dryRun=true: the whole file checked by the import's own code; nothing is written. */
export function previewCsv(file: File): Promise<CsvPreview> {
  const form = new FormData();
  form.append('csvFile', file);
  return apiUpload<CsvPreview>('/api/cases/upload-csv?dryRun=true', form);
}

export function usePreviewCsv() {
  return useMutation({ mutationFn: previewCsv });
}
