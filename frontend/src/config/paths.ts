/** Every route path of guide: screens#routes, written once. */
export const paths = {
  home: '/',
  login: '/login',
  setup: '/setup',
  resetPassword: '/reset-password',
  landing: '/landing',
  staffDashboard: '/staff-dashboard',
  admin: '/admin',
  dashboard: '/dashboard',
  client: '/client',
  duplicates: '/duplicates',
  users: '/users',
  permissions: '/permissions',
  audit: '/audit',
  reports: '/reports',
  imports: '/imports',
  security: '/security',
  privacy: '/privacy',
  workload: '/workload',
  settings: '/settings',
  integrations: '/settings/integrations',
  notifications: '/notifications',
  casePage: '/cases/:caseId',
  clientCasePage: '/client/cases/:caseId',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/**
 * A case's page. `listSearch` is the search string of the list it was opened from (its filters, search, sort,
 * page size and page), so the page can step to the next and previous case of that list and lead back to it.
 */
export function casePagePath(caseId: number, listSearch = ''): string {
  const query = listSearch.startsWith('?') ? listSearch.slice(1) : listSearch;
  return `/cases/${caseId}${query ? `?${query}` : ''}`;
}

/** A case's read-only page in the client portal; `listSearch` (the portal list's query) brings Back to the same view. */
export function clientCasePagePath(caseId: number, listSearch = ''): string {
  const query = listSearch.startsWith('?') ? listSearch.slice(1) : listSearch;
  return `/client/cases/${caseId}${query ? `?${query}` : ''}`;
}
