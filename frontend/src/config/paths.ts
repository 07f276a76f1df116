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
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
