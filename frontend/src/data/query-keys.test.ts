import { partialMatchKey, type QueryKey } from '@tanstack/react-query';

import {
  auditKeys,
  authKeys,
  caseKeys,
  companyKeys,
  duplicateKeys,
  importKeys,
  jobKeys,
  kamKeys,
  nextBhrukIdKeys,
  notificationKeys,
  reportKeys,
  rolePermissionKeys,
  userKeys,
} from '@/data/query-keys';

/** What invalidateQueries({ queryKey: prefix }) reaches: react-query's own prefix match. */
const reaches = (prefix: QueryKey, key: QueryKey) => partialMatchKey(key, prefix);

describe('case keys', () => {
  const filters = { page: 2, limit: 25, status: 'sent' };

  it('go from generic to specific: all > lists() > list(filters), all > details() > detail(id)', () => {
    expect(caseKeys.all).toEqual(['cases']);
    expect(caseKeys.lists()).toEqual(['cases', 'list']);
    expect(caseKeys.list(filters)).toEqual(['cases', 'list', filters]);
    expect(caseKeys.details()).toEqual(['cases', 'detail']);
    expect(caseKeys.detail(7)).toEqual(['cases', 'detail', 7]);
    expect(caseKeys.statsFor({ status: 'all' })).toEqual(['cases', 'stats', { status: 'all' }]);

    expect(reaches(caseKeys.all, caseKeys.lists())).toBe(true);
    expect(reaches(caseKeys.lists(), caseKeys.list(filters))).toBe(true);
    expect(reaches(caseKeys.lists(), caseKeys.visible())).toBe(true);
    expect(reaches(caseKeys.details(), caseKeys.detail(7))).toBe(true);
    expect(reaches(caseKeys.stats(), caseKeys.statsFor(filters))).toBe(true);
    for (const key of [caseKeys.history(7), caseKeys.merged(7), caseKeys.statsFor({}), caseKeys.detail(7)])
      expect(reaches(caseKeys.all, key)).toBe(true);
  });

  it('keep the branches apart: a list prefix reaches no detail, stats, history or merged cases', () => {
    for (const key of [
      caseKeys.detail(7),
      caseKeys.statsFor({}),
      caseKeys.history(7),
      caseKeys.merged(7),
      caseKeys.timeline(7),
      caseKeys.documents(7),
    ])
      expect(reaches(caseKeys.lists(), key)).toBe(false);
    // The timeline too: a comment refreshes its case's timeline only, and another case's timeline is apart.
    expect(reaches(caseKeys.all, caseKeys.timeline(7))).toBe(true);
    expect(reaches(caseKeys.details(), caseKeys.timeline(7))).toBe(false);
    expect(reaches(caseKeys.timeline(7), caseKeys.timeline(8))).toBe(false);
    // History and merged cases sit beside details, so a refresh of the details leaves them alone.
    expect(reaches(caseKeys.details(), caseKeys.history(7))).toBe(false);
    expect(reaches(caseKeys.detail(7), caseKeys.detail(8))).toBe(false);
    // The portal's unpaginated list never shares a key with a page of the paginated one.
    expect(reaches(caseKeys.visible(), caseKeys.list({}))).toBe(false);
    expect(reaches(caseKeys.list({}), caseKeys.visible())).toBe(false);
  });

  it('match filters by value, so a new object with the same filters is the same query', () => {
    expect(caseKeys.list({ ...filters })).toEqual(caseKeys.list(filters));
    expect(reaches(caseKeys.list({ status: 'sent' }), caseKeys.list(filters))).toBe(true);
    expect(reaches(caseKeys.list({ status: 'new' }), caseKeys.list(filters))).toBe(false);
  });
});

describe('the other resources', () => {
  it('each have their own root, so no prefix of one reaches another', () => {
    const roots = [
      caseKeys.all,
      companyKeys.all,
      userKeys.all,
      authKeys.all,
      rolePermissionKeys.all,
      kamKeys.all,
      nextBhrukIdKeys.all,
      duplicateKeys.all,
      importKeys.all,
      auditKeys.all,
      reportKeys.all,
      jobKeys.all,
    ];
    expect(new Set(roots.map((root) => root[0])).size).toBe(roots.length);
    for (const root of roots) expect(root).toHaveLength(1);
  });

  it('nest every specific key under its root and hold no URL', () => {
    const pairs: [QueryKey, QueryKey][] = [
      [companyKeys.all, companyKeys.list()],
      [userKeys.all, userKeys.list()],
      [userKeys.all, userKeys.mentionable('Ad')],
      [authKeys.all, authKeys.user()],
      [authKeys.all, authKeys.myPermissions()],
      [authKeys.all, authKeys.setupStatus()],
      [rolePermissionKeys.all, rolePermissionKeys.list()],
      [kamKeys.all, kamKeys.list()],
      [nextBhrukIdKeys.all, nextBhrukIdKeys.detail('KIND Ltd')],
      [duplicateKeys.lists(), duplicateKeys.list({ type: 'all' })],
      [importKeys.lists(), importKeys.list({ page: 1, limit: 20 })],
      [auditKeys.lists(), auditKeys.list({ page: 1 })],
      [auditKeys.all, auditKeys.users()],
      [reportKeys.all, reportKeys.ageing({})],
      [reportKeys.all, reportKeys.throughput({})],
      [reportKeys.all, reportKeys.timeToSend({})],
      [jobKeys.all, jobKeys.detail('abc')],
    ];
    for (const [prefix, key] of pairs) {
      expect(reaches(prefix, key)).toBe(true);
      expect(JSON.stringify(key)).not.toContain('/api');
    }
  });

  it('keep a duplicate group beside the lists, so refreshing the list does not re-read a merged group', () => {
    const group = duplicateKeys.group({ identifierType: 'bhrukId', identifier: 'A/1' });
    expect(reaches(duplicateKeys.all, group)).toBe(true);
    expect(reaches(duplicateKeys.lists(), group)).toBe(false);
  });
});

describe('notification keys', () => {
  it("reach the bell's latest notices and the page's pages from lists(), the preferences beside them", () => {
    const latest = notificationKeys.list({ page: 1, limit: 10 });
    expect(reaches(notificationKeys.lists(), latest)).toBe(true);
    expect(reaches(notificationKeys.lists(), notificationKeys.list({ page: 2, limit: 25 }))).toBe(true);
    expect(reaches(notificationKeys.lists(), notificationKeys.preferences())).toBe(false);
    expect(reaches(notificationKeys.all, notificationKeys.preferences())).toBe(true);
  });
});
