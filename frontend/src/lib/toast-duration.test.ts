import { DEFAULT_TOAST_MS, toastDuration } from '@/lib/toast';

describe('toastDuration: long enough to read the text', () => {
  it('gives a short toast the default 5 s', () => {
    expect(toastDuration('Success', 'Case updated successfully')).toBe(DEFAULT_TOAST_MS);
  });

  it('gives a long text more time, some 60 ms a character', () => {
    const message = 'x'.repeat(200);
    expect(toastDuration('Error', message)).toBe(2000 + 'Error '.length * 60 + 200 * 60);
    expect(toastDuration('Error', message)).toBeGreaterThan(DEFAULT_TOAST_MS * 2);
  });

  it('stops at 20 s', () => {
    expect(toastDuration('Error', 'x'.repeat(5000))).toBe(20_000);
  });

  it('counts only the title of a message that carries a button', () => {
    expect(toastDuration('Export Complete', { type: 'span' } as never)).toBe(DEFAULT_TOAST_MS);
  });
});
