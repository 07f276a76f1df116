/** guide: screens#case-page: one address per case (placeholder until the page lands). */
export function CasePage() {
  return <main />;
}
