import { canUndo, undoneText, undoWarning } from '@/features/imports/rules';
import type { Permission } from '@/lib/permissions';

const grants =
  (...granted: Permission[]) =>
  (permission: Permission) =>
    granted.includes(permission);

describe('imports rules', () => {
  it('offers Undo only with upload and delete rights, for a live import that created cases', () => {
    const live = { created: 3, undone: false };
    expect(canUndo(live, grants('upload_csv', 'delete_cases'))).toBe(true);
    expect(canUndo(live, grants('upload_csv'))).toBe(false);
    expect(canUndo(live, grants('delete_cases'))).toBe(false);
    expect(canUndo({ created: 3, undone: true }, grants('upload_csv', 'delete_cases'))).toBe(false);
    expect(canUndo({ created: 0, undone: false }, grants('upload_csv', 'delete_cases'))).toBe(false);
  });

  it('words the warning and the result', () => {
    expect(undoWarning({ created: 1, fileName: 'a.csv' })).toMatch(
      /^This removes the 1 case that a\.csv created/,
    );
    expect(undoneText({ created: 1200, fileName: 'b.csv' })).toBe(
      'Removed the 1,200 cases imported from b.csv.',
    );
  });
});
