import { BATCH_FALLBACKS, batchResultToast } from '@/features/cases/rules/batch-toast';

describe('batchResultToast (guide: labels#errors)', () => {
  it('gives Partial Success when some changed and the message lists failures', () => {
    expect(
      batchResultToast({ message: 'Updated 1 of 2 cases. Failed: 1001: locked', updated: 1 }, 'updated'),
    ).toEqual({
      title: 'Partial Success',
      message: 'Updated 1 of 2 cases. Failed: 1001: locked',
      variant: 'destructive',
    });
  });

  it('gives Validation Errors when nothing changed and the message lists errors', () => {
    expect(batchResultToast({ message: 'Errors: bad', deleted: 0 }, 'deleted')).toMatchObject({
      title: 'Validation Errors',
      variant: 'destructive',
    });
  });

  it('gives No Changes (destructive) for zero changes, else Success', () => {
    expect(batchResultToast({ message: 'Cancelled 0 cases.', cancelled: 0 }, 'cancelled')).toMatchObject({
      title: 'No Changes',
      variant: 'destructive',
    });
    expect(batchResultToast({ message: 'Restored 2 cases.', restored: 2 }, 'restored')).toEqual({
      title: 'Success',
      message: 'Restored 2 cases.',
      variant: 'default',
    });
  });

  it('has the four fallbacks', () => {
    expect(BATCH_FALLBACKS).toEqual({
      updated: 'Failed to update cases',
      deleted: 'Failed to delete cases',
      cancelled: 'Failed to cancel cases',
      restored: 'Failed to restore cases',
    });
  });
});
