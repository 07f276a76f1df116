import { lazy } from 'react';

import { AuditPage } from '@/features/audit/components/audit-page';

// The Case Details dialog is the cases feature's; features do not import each other, so the route composes them.
const CaseDetailsById = lazy(
  () =>
    import(
      /* webpackChunkName: "dialog-case-details-by-id" */ '@/features/cases/components/case-details-by-id'
    ),
);

export default function AuditRoute() {
  return <AuditPage CaseDialog={CaseDetailsById} />;
}
