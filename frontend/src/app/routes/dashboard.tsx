import { lazy } from 'react';

import { DashboardScreen } from '@/features/cases/components/dashboard-screen';

// The upload dialog is the upload feature's; features do not import each other, so the route composes them.
const UploadCsvDialog = lazy(
  () => import(/* webpackChunkName: "dialog-upload-csv" */ '@/features/upload/components/upload-csv-dialog'),
);

export default function DashboardRoute() {
  return <DashboardScreen UploadDialog={UploadCsvDialog} />;
}
