import type { QueryClient } from '@tanstack/react-query';

import { invalidateCaseData } from '@/data/case-data';
import { caseKeys, companyKeys, duplicateKeys, importKeys, userKeys } from '@/data/query-keys';
import { createTestQueryClient } from '@/testing/test-utils';

/** A client holding one query of each kind a case change might touch. */
function seededClient(): QueryClient {
  const client = createTestQueryClient();
  const seeds = [
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
  ];
  for (const key of seeds) client.setQueryData(key, {});
  return client;
}

const invalidated = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);

describe('invalidateCaseData', () => {
  it('reaches every case list, the case details and the stats, and nothing else', async () => {
    const client = seededClient();
    await invalidateCaseData(client);
    expect(invalidated(client)).toEqual([
      caseKeys.list({ page: 1, limit: 25 }),
      caseKeys.list({ status: 'sent', limit: 1000 }),
      caseKeys.visible(),
      caseKeys.detail(7),
      caseKeys.statsFor({ status: 'all' }),
    ]);
  });
});
