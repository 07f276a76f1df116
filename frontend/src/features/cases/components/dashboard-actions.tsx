import { Button } from '@mantine/core';

import type { Access } from '@/lib/permissions';

/**
 * guide: screens#staff-dashboard, roles#dashboard-controls top bar: the dashboard's buttons, each by permission. The
 * page links (Duplicates, Users, Permissions...) are the app-wide navigation's, and the user's name and Logout come
 * from PageLayout.
 */
export function DashboardActions({
  access,
  onUpload,
  onAddCase,
  onSendDaily,
  sendingDaily,
}: {
  access: Pick<Access, 'can'>;
  onUpload: () => void;
  onAddCase: () => void;
  onSendDaily: () => void;
  sendingDaily: boolean;
}) {
  return (
    <>
      {access.can('upload_csv') && (
        <Button size="xs" onClick={onUpload}>
          Upload CSV
        </Button>
      )}
      {access.can('create_cases') && (
        <Button size="xs" onClick={onAddCase}>
          Add Case
        </Button>
      )}
      {access.can('send_notifications') && (
        <Button size="xs" variant="light" onClick={onSendDaily} loading={sendingDaily}>
          Send Daily Emails
        </Button>
      )}
    </>
  );
}
