/**
 * The screens a sign-in most often leads to, as the chunks the router loads lazily (app/router.tsx). The login
 * screen starts loading the dashboard's while the password is checked, so the first load after Sign In does not
 * wait for it (docs/benchmarks.md, "First load").
 */
export const loadDashboardScreen = () =>
  import(/* webpackChunkName: "route-dashboard" */ './routes/dashboard');

/** Starts fetching (and evaluating) the dashboard's code; a failure here is retried by the router's own import. */
export function preloadDashboardScreen(): void {
  loadDashboardScreen().catch(() => {});
}
