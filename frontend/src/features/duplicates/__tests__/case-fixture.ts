import { makeCase as baseCase } from '@/testing/data-generators';
import type { Case } from '@/types/api';

export function makeCase(overrides: Partial<Case> = {}): Case {
  return baseCase({
    id: 1,
    externalUserId: 'https://ob.example.com/users/111',
    createdAt: '2026-10-01T09:00:00Z',
    updatedAt: '2026-10-01T09:00:00Z',
    kamId: '111',
    clientName: 'Jane Doe',
    bhrukId: '100',
    reportType: 'Statements',
    name: 'Jane Doe',
    email: 'jane@example.com',
    kamCheck: { status: 'valid', message: 'KAM ID matches OB Link', expected: '111' },
    isDuplicateKamId: true,
    duplicateKamIdCount: 2,
    duplicateBhrukIdCount: 0,
    duplicateClientNameCount: 0,
    ...overrides,
  });
}
