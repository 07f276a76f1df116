/** Pure rules of the Imports page (guide: workflow#imports). */
import type { Permission } from '@/lib/permissions';

export const IMPORTS_PAGE_SIZE = 25;

export const UNDO_MESSAGES = {
  reasonRequired: 'Give a reason for undoing this import.',
  successTitle: 'Import undone',
  errorTitle: 'Undo refused',
  failed: 'Failed to undo the import. Please try again.',
} as const;

type Batch = { created: number; undone: boolean };

/** Undo is offered for an import that created cases and was not undone, to users who may upload and delete. */
export function canUndo(batch: Batch, can: (permission: Permission) => boolean): boolean {
  return can('upload_csv') && can('delete_cases') && !batch.undone && batch.created > 0;
}

const cases = (n: number) => `${n.toLocaleString('en-GB')} case${n === 1 ? '' : 's'}`;

/** The confirmation's text: what will be removed, and that identifiers are not handed out again. */
export function undoWarning(batch: { created: number; fileName: string }): string {
  return (
    `This removes the ${cases(batch.created)} that ${batch.fileName || 'this import'} created, all or nothing. ` +
    'It is refused if any of them has been changed since. Their BHR UK IDs are not reused.'
  );
}

/** The success toast's text. */
export function undoneText(batch: { created: number; fileName: string }): string {
  return `Removed the ${cases(batch.created)} imported from ${batch.fileName || 'the file'}.`;
}
