import { invalidateCaseData } from '@/data/case-data';
import { followCaseListInvalidation, getCompanies, getCompaniesQueryOptions } from '@/data/companies';
import { caseKeys, companyKeys } from '@/data/query-keys';
import { createTestQueryClient, mockFetch } from '@/testing/test-utils';

describe('company list', () => {
  it('reads GET /api/companies (not a page of cases) and keeps its case-insensitive order', async () => {
    const fetchMock = mockFetch({ 'GET /api/companies': { body: ['alpha labs', 'Beta Ltd', 'Acme'] } });
    expect(await getCompanies()).toEqual(['Acme', 'alpha labs', 'Beta Ltd']);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/companies']);
    expect(getCompaniesQueryOptions().queryKey).toEqual(companyKeys.list());
    expect(getCompaniesQueryOptions().staleTime).toBe(0);
  });

  it('is refreshed whenever a case change refreshes the case table, not by the stats or the portal list alone', async () => {
    mockFetch({ 'GET /api/companies': { body: ['Acme'] } });
    const client = createTestQueryClient();
    await client.fetchQuery(getCompaniesQueryOptions());
    client.setQueryData(caseKeys.list({ page: 1 }), { data: [] });
    client.setQueryData(caseKeys.visible(), []);
    client.setQueryData(caseKeys.statsFor({}), {});
    const stop = followCaseListInvalidation(client);

    await client.invalidateQueries({ queryKey: caseKeys.stats() });
    await client.invalidateQueries({ queryKey: caseKeys.visible() });
    expect(client.getQueryState(companyKeys.list())?.isInvalidated).toBe(false);

    await invalidateCaseData(client);
    expect(client.getQueryState(companyKeys.list())?.isInvalidated).toBe(true);
    stop();
  });
});
