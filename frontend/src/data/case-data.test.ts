import { invalidateCaseData } from '@/data/case-data';
import { caseKeys, companyKeys, duplicateKeys, importKeys, userKeys } from '@/data/query-keys';
import { invalidatedKeys, seededQueryClient } from '@/testing/query-cache';

/** A client holding one query of each kind a case change might touch. */
const seededClient = () =>
  seededQueryClient([
    caseKeys.list({ page: 1, limit: 25 }),
    caseKeys.list({ status: 'sent', limit: 1000 }),
    caseKeys.visible(),
    caseKeys.detail(7),
    caseKeys.statsFor({ status: 'all' }),
    caseKeys.history(7),
    caseKeys.merged(7),
    companyKeys.list(),
    userKeys.list(),
    duplicateKeys.list({ type: 'all' }),
    importKeys.list({ page: 1, limit: 20 }),
  ]);

describe('invalidateCaseData', () => {
  it('reaches every case list, the case details and the stats, and nothing else', async () => {
    const client = seededClient();
    await invalidateCaseData(client);
    expect(invalidatedKeys(client)).toEqual([
      caseKeys.list({ page: 1, limit: 25 }),
      caseKeys.list({ status: 'sent', limit: 1000 }),
      caseKeys.visible(),
      caseKeys.detail(7),
      caseKeys.statsFor({ status: 'all' }),
    ]);
  });
});
