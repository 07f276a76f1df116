/**
 * Every react-query key of the app, one factory per resource, built from generic to specific so a prefix
 * reaches everything below it (TkDodo, "Effective React Query Keys"): `caseKeys.all` > `caseKeys.lists()` >
 * `caseKeys.list(filters)`. Reads take their key from here and mutations invalidate through it; no key is a
 * URL string, so renaming an endpoint cannot silently split a cache.
 */

/** Cases. History and merged cases sit beside details, not under them: a case change does not re-read them. */
export const caseKeys = {
  all: ['cases'] as const,
  lists: () => [...caseKeys.all, 'list'] as const,
  /** GET /api/cases/paginated: one page of the case table. */
  list: <F extends object>(filters: F) => [...caseKeys.lists(), filters] as const,
  /** GET /api/cases/mi-summary: under lists, so whatever refreshes the lists refreshes the summary. */
  miSummary: <F extends object>(filters: F) => [...caseKeys.lists(), 'mi-summary', filters] as const,
  /** GET /api/cases: every case the caller may see, unpaginated (the client portal). */
  visible: () => [...caseKeys.lists(), 'visible'] as const,
  details: () => [...caseKeys.all, 'detail'] as const,
  detail: (id: number | null | undefined) => [...caseKeys.details(), id] as const,
  /** GET /api/stats. */
  stats: () => [...caseKeys.all, 'stats'] as const,
  statsFor: <F extends object>(filters: F) => [...caseKeys.stats(), filters] as const,
  /** GET /api/cases/{id}/history. */
  history: (id: number) => [...caseKeys.all, 'history', id] as const,
  /** GET /api/cases/{id}/timeline: the case's events and internal comments, newest first, page by page. */
  timeline: (id: number) => [...caseKeys.all, 'timeline', id] as const,
  /** GET /api/cases/{id}/documents: the case's documents, newest first (a client gets the visible ones). */
  documents: (id: number) => [...caseKeys.all, 'documents', id] as const,
  /** GET /api/cases/{id}/requests: the case's requests to the client, newest first. */
  requests: (id: number) => [...caseKeys.all, 'requests', id] as const,
  /** GET /api/cases/{id}/merged. */
  merged: (masterId: number) => [...caseKeys.all, 'merged', masterId] as const,
  /** GET /api/cases/bhruk-id-use: how many cases carry a typed BHR UK ID (under `all`: a new case re-reads it). */
  bhrukIdUse: (company: string, bhrukId: string) =>
    [...caseKeys.all, 'bhruk-id-use', company, bhrukId] as const,
};

/** Requests to a client for a file: the open ones (the portal's panel) and a case's. */
export const requestKeys = {
  all: ['requests'] as const,
  open: () => [...requestKeys.all, 'open'] as const,
  forCase: (caseId: number) => [...requestKeys.all, 'case', caseId] as const,
};

/** GET /api/saved-views: the dashboard's saved views (the user's own and the shared ones). */
export const savedViewKeys = {
  all: ['saved-views'] as const,
  list: () => [...savedViewKeys.all, 'list'] as const,
};

/** GET /api/companies: the company filter's choices. */
export const companyKeys = {
  all: ['companies'] as const,
  list: () => [...companyKeys.all, 'list'] as const,
};

/** GET /api/users (the Users page and the Permissions page read the same list). */
export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  /** GET /api/users/mentionable?q=: the staff a comment may @mention whose name matches `q`. */
  mentionable: (q: string) => [...userKeys.all, 'mentionable', q] as const,
};

/** The session: the signed-in user, their permissions, whether an admin exists yet. */
export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
  myPermissions: () => [...authKeys.all, 'my-permissions'] as const,
  setupStatus: () => [...authKeys.all, 'setup-status'] as const,
};

/** GET /api/role-permissions: the role x permission matrix. */
export const rolePermissionKeys = {
  all: ['role-permissions'] as const,
  list: () => [...rolePermissionKeys.all, 'list'] as const,
};

/** GET /api/kams. */
export const kamKeys = {
  all: ['kams'] as const,
  list: () => [...kamKeys.all, 'list'] as const,
};

/** GET /api/next-bhruk-id/{company}. */
export const nextBhrukIdKeys = {
  all: ['next-bhruk-id'] as const,
  detail: (company: string) => [...nextBhrukIdKeys.all, company] as const,
};

/**
 * Duplicates. A group's cases sit beside the lists, not under them: refreshing the list after a merge must
 * not re-read a group that no longer exists while its screen is closing.
 */
export const duplicateKeys = {
  all: ['duplicates'] as const,
  lists: () => [...duplicateKeys.all, 'list'] as const,
  list: <F extends object>(params: F) => [...duplicateKeys.lists(), params] as const,
  group: (group: { identifierType: string; identifier: string }) =>
    [...duplicateKeys.all, 'group', group.identifierType, group.identifier] as const,
};

/** GET /api/imports: the import batches. */
export const importKeys = {
  all: ['imports'] as const,
  lists: () => [...importKeys.all, 'list'] as const,
  list: <F extends object>(query: F) => [...importKeys.lists(), query] as const,
};

/** GET /api/audit-logs and its actor choices (GET /api/audit-logs/users). */
export const auditKeys = {
  all: ['audit'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: <F extends object>(params: F) => [...auditKeys.lists(), params] as const,
  users: () => [...auditKeys.all, 'users'] as const,
};

/** GET /api/reports/*. */
export const reportKeys = {
  all: ['reports'] as const,
  ageing: <F extends object>(params: F) => [...reportKeys.all, 'ageing', params] as const,
  throughput: <F extends object>(params: F) => [...reportKeys.all, 'throughput', params] as const,
  timeToSend: <F extends object>(params: F) => [...reportKeys.all, 'time-to-send', params] as const,
  turnaround: <F extends object>(params: F) => [...reportKeys.all, 'turnaround', params] as const,
  /** GET /api/reports/workload: open cases per handler. */
  workload: () => [...reportKeys.all, 'workload'] as const,
};

/**
 * GET /api/notifications: the bell's latest notices (polled) and the Notifications page's pages sit under `lists`, so
 * marking one read refreshes both; the preferences beside them.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: <F extends object>(params: F) => [...notificationKeys.lists(), params] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};

/** GET /api/settings/*: system settings (the turnaround targets). */
export const settingsKeys = {
  all: ['settings'] as const,
  turnaround: () => [...settingsKeys.all, 'turnaround'] as const,
};

/**
 * Settings > Integrations: API tokens (GET /api/api-tokens) and webhooks (GET /api/webhooks); an endpoint's secret and
 * its deliveries sit under its detail, so a change to the endpoint refreshes them too.
 */
export const integrationKeys = {
  all: ['integrations'] as const,
  tokens: () => [...integrationKeys.all, 'tokens'] as const,
  webhooks: () => [...integrationKeys.all, 'webhooks'] as const,
  webhookList: () => [...integrationKeys.webhooks(), 'list'] as const,
  webhook: (id: number) => [...integrationKeys.webhooks(), 'detail', id] as const,
  deliveries: (id: number) => [...integrationKeys.webhook(id), 'deliveries'] as const,
  deliveryPage: (id: number, page: number, limit: number) =>
    [...integrationKeys.deliveries(id), { page, limit }] as const,
};

/** GET /api/jobs/{id}: a background job followed while it runs. */
export const jobKeys = {
  all: ['jobs'] as const,
  detail: (id: string) => [...jobKeys.all, id] as const,
};

/** The Security page: the signed-in user's second factors (GET /api/auth/mfa) and sessions (GET /api/auth/sessions). */
export const securityKeys = {
  all: ['security'] as const,
  mfa: () => [...securityKeys.all, 'factors'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
};

/** GET /api/auth/mfa-policy: which roles must sign in with a second factor. */
export const mfaPolicyKeys = {
  all: ['mfa-policy'] as const,
};

/** GET /api/notifications/send-daily: how many e-mails a send now would queue. */
export const dailyEmailKeys = {
  all: ['daily-emails'] as const,
  preview: () => [...dailyEmailKeys.all, 'preview'] as const,
};
