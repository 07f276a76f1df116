import { caseKeys, companyKeys, nextBhrukIdKeys } from '@/data/query-keys';
import { invalidateAfterUpload } from '@/features/upload/api/upload-csv';
import { invalidatedKeys, seededQueryClient } from '@/testing/query-cache';

describe('after an upload', () => {
  it('the case data and the next identifiers are refreshed through the key factories', async () => {
    const client = seededQueryClient([
      caseKeys.list({ page: 1, limit: 25 }),
      caseKeys.detail(7),
      caseKeys.statsFor({}),
      caseKeys.merged(7),
      nextBhrukIdKeys.detail('KIND'),
      companyKeys.list(),
    ]);
    await invalidateAfterUpload(client);
    expect(invalidatedKeys(client)).toEqual([
      caseKeys.list({ page: 1, limit: 25 }),
      caseKeys.detail(7),
      caseKeys.statsFor({}),
      nextBhrukIdKeys.detail('KIND'),
    ]);
  });
});
