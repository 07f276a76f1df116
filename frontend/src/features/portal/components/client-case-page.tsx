/** guide: portal#case-page: a client's read-only page of one of their company's cases (placeholder). */
export function ClientCasePage() {
  return <main />;
}
