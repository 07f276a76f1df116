import {
  defaultDocumentKind,
  defaultVisibility,
  documentsCount,
  documentsCountLabel,
  DOCUMENT_MESSAGES,
  fileProblem,
  MAX_DOCUMENT_BYTES,
  mayChangeDocuments,
  mayDeleteDocuments,
  documentsDeleteNote,
} from '@/features/cases/rules/documents';
import { buildAccess, STATIC_PERMISSIONS } from '@/lib/permissions';
import { makeCase, makeSentCase } from '@/testing/data-generators';
import type { Role } from '@/types/api';

const access = (role: Role) => buildAccess(role, new Set(STATIC_PERMISSIONS[role]));

describe('mayChangeDocuments: the same users as may edit the case', () => {
  it.each(['admin', 'manager', 'staff'] as const)('lets %s change the documents of an open case', (role) => {
    expect(mayChangeDocuments(makeSentCase(), access(role))).toBe(true);
  });

  it('never lets a client change them', () => {
    expect(mayChangeDocuments(makeSentCase(), access('client'))).toBe(false);
  });

  it('lets nobody change the documents of a merged case', () => {
    expect(mayChangeDocuments(makeSentCase({ isMerged: true, mergedIntoId: 3 }), access('admin'))).toBe(
      false,
    );
  });

  it('takes documents on a locked case (its report) but deletes none there, as the server does', () => {
    const locked = makeSentCase({ isLocked: true });
    expect(mayChangeDocuments(locked, access('staff'))).toBe(true);
    expect(mayDeleteDocuments(locked, access('admin'))).toBe(false);
    expect(documentsDeleteNote(locked)).toBe('This case is locked. Unlock it before deleting its documents.');
  });

  it('treats a cancelled case as any other', () => {
    expect(mayDeleteDocuments(makeSentCase({ isCancelled: true }), access('admin'))).toBe(true);
  });

  it('keeps uploads open on a legal hold, as the case work is, and offers no delete', () => {
    expect(mayChangeDocuments(makeSentCase({ legalHold: true }), access('admin'))).toBe(true);
    expect(mayDeleteDocuments(makeSentCase({ legalHold: true }), access('admin'))).toBe(false);
    expect(mayDeleteDocuments(makeSentCase(), access('admin'))).toBe(true);
    expect(mayDeleteDocuments(makeSentCase(), access('client'))).toBe(false);
  });
});

describe('a new upload’s kind and visibility', () => {
  it('starts as a report on a sent case and as a statement before', () => {
    expect(defaultDocumentKind(makeSentCase())).toBe('report');
    expect(defaultDocumentKind(makeCase({ currentStatus: 'in_production' }))).toBe('statement');
    expect(defaultDocumentKind(makeCase({ currentStatus: 'on_hold' }))).toBe('statement');
  });

  it('shows a report to the client and keeps a statement or other file internal', () => {
    expect(defaultVisibility('report')).toBe(true);
    expect(defaultVisibility('statement')).toBe(false);
    expect(defaultVisibility('other')).toBe(false);
  });
});

describe('documentsCount', () => {
  it('reads the count the case answer carries', () => {
    expect(documentsCount(makeCase({ documentsCount: 3 }))).toBe(3);
    expect(documentsCount(makeCase())).toBe(0);
  });

  it('names the count in words', () => {
    expect(documentsCountLabel(1)).toBe('1 document');
    expect(documentsCountLabel(3)).toBe('3 documents');
    expect(documentsCountLabel(1200)).toBe('1,200 documents');
  });
});

describe('fileProblem: a file refused before it is sent, in the server’s words', () => {
  it.each(['report.pdf', 'scan.PNG', 'photo.jpg', 'photo.jpeg', 'ledger.csv', 'ledger.xlsx'])(
    'accepts %s',
    (name) => {
      expect(fileProblem({ name, size: 1000 })).toBeNull();
    },
  );

  it.each(['notes.docx', 'archive.zip', 'ledger.xls', 'pdf'])('refuses %s', (name) => {
    expect(fileProblem({ name, size: 1000 })).toBe(DOCUMENT_MESSAGES.type);
  });

  it('refuses a file over 25 MB and accepts one of exactly 25 MB', () => {
    expect(fileProblem({ name: 'big.pdf', size: MAX_DOCUMENT_BYTES + 1 })).toBe(DOCUMENT_MESSAGES.size);
    expect(fileProblem({ name: 'big.pdf', size: MAX_DOCUMENT_BYTES })).toBeNull();
  });
});
