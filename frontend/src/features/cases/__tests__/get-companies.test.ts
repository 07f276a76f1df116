import { createTestQueryClient, mockFetch } from '@/testing/test-utils';
import { invalidateCaseData } from '@/features/cases/api/invalidate';
import {
  COMPANIES_URL,
  followCaseListInvalidation,
  getCompanies,
  getCompaniesQueryOptions,
} from '@/features/cases/api/get-companies';

describe('company list', () => {
  it('reads GET /api/companies (not a page of cases) and keeps its case-insensitive order', async () => {
    const fetchMock = mockFetch({ 'GET /api/companies': { body: ['alpha labs', 'Beta Ltd', 'Acme'] } });
    expect(await getCompanies()).toEqual(['Acme', 'alpha labs', 'Beta Ltd']);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/companies']);
    expect(getCompaniesQueryOptions().queryKey).toEqual([COMPANIES_URL]);
  });

  it('is refreshed whenever a case change refreshes the case list', async () => {
    mockFetch({ 'GET /api/companies': { body: ['Acme'] } });
    const client = createTestQueryClient();
    await client.fetchQuery(getCompaniesQueryOptions());
    client.setQueryData(['/api/cases/paginated', { page: 1 }], { data: [] });
    client.setQueryData(['/api/stats', {}], {});
    const stop = followCaseListInvalidation(client);

    await client.invalidateQueries({ queryKey: ['/api/stats'] });
    expect(client.getQueryState([COMPANIES_URL])?.isInvalidated).toBe(false);

    await invalidateCaseData(client);
    expect(client.getQueryState([COMPANIES_URL])?.isInvalidated).toBe(true);
    stop();
  });
});
