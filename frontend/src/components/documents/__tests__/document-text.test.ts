import {
  erasedText,
  formatFileSize,
  uploadedText,
  visibilityText,
} from '@/components/documents/document-text';

describe('document text', () => {
  it('gives sizes in KB below a megabyte and in MB above', () => {
    expect(formatFileSize(0)).toBe('0 KB');
    expect(formatFileSize(200)).toBe('1 KB');
    expect(formatFileSize(840 * 1024)).toBe('840 KB');
    expect(formatFileSize(2.44 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
  });

  it('says who uploaded a document and when, in London time', () => {
    expect(
      uploadedText({ uploadedBy: { id: 1, name: 'Ada Admin' }, uploadedAt: '2026-11-27T10:00:00Z' }),
    ).toBe('Ada Admin, 27/11/2026, 10:00');
    expect(uploadedText({ uploadedBy: null, uploadedAt: '2026-07-01T10:00:00Z' })).toBe('01/07/2026, 11:00');
  });

  it('keeps an erased document’s kind and size only', () => {
    expect(erasedText({ kind: 'report', size: 2.4 * 1024 * 1024 })).toBe('Document erased (Report, 2.4 MB)');
    expect(erasedText({ kind: 'other', size: 2048 })).toBe('Document erased (Other, 2 KB)');
  });

  it('names the visibility', () => {
    expect(visibilityText(true)).toBe('Visible to client');
    expect(visibilityText(false)).toBe('Internal');
  });
});
