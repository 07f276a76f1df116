import type { Case } from '@/types/api';

let next = 1;

/** A case as the API returns it (guide: api#fields fields), with overrides; ids count up unless given. */
export function makeCase(overrides: Partial<Case> = {}): Case {
  const id = overrides.id ?? next++;
  return {
    id,
    widget: 'Acme Ltd',
    externalUserId: `https://ob.example.com/users/${50000 + id}`,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    kamId: String(50000 + id),
    clientName: `Client ${id}`,
    bhrukId: String(1000 + id),
    instructed: false,
    currentStatus: 'need_instructions_new',
    onHoldReason: null,
    invoiced: false,
    invoiceDate: null,
    invoiceNumber: '',
    miType: null,
    miAmount: null,
    miTag: '',
    isLocked: false,
    lockedAt: null,
    isCancelled: false,
    cancellationReason: '',
    isMerged: false,
    mergedIntoId: null,
    mergedAt: null,
    mergedIntoCases: [],
    mergedCasesCount: 0,
    notes: '',
    legalHold: false,
    reportType: '',
    name: '',
    email: '',
    originalStatus: '',
    kamCheck: { status: 'valid', message: 'KAM ID matches OB Link', expected: String(50000 + id) },
    isDuplicateKamId: false,
    isDuplicateBhrukId: false,
    isDuplicateClientName: false,
    duplicateKamIdCount: 1,
    duplicateBhrukIdCount: 1,
    duplicateClientNameCount: 1,
    documentsCount: 0,
    requestState: null,
    assignee: null,
    ...overrides,
  };
}

/** A sent, invoiced case with a deficit: every section of the edit dialog is in play. */
export function makeSentCase(overrides: Partial<Case> = {}): Case {
  return makeCase({
    id: 7,
    externalUserId: 'https://ob.example.com/users/50001',
    createdAt: '2026-01-02T10:00:00Z',
    updatedAt: '2026-01-03T10:00:00.123456Z',
    kamId: '50001',
    clientName: 'Jane Client',
    bhrukId: '1001',
    instructed: true,
    currentStatus: 'sent',
    invoiced: true,
    invoiceDate: '2026-01-05',
    invoiceNumber: 'INV-1',
    miType: 'deficit',
    miAmount: -250,
    miTag: 'Impecunious',
    kamCheck: { status: 'valid', message: 'KAM ID matches OB Link', expected: '50001' },
    ...overrides,
  });
}
