import { Button } from '@mantine/core';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import type { Access } from '@/lib/permissions';

/** SPEC §2/§6 top bar: each button by permission (the user's name and Logout come from PageLayout). */
export function DashboardActions({
  access,
  onUpload,
  onAddCase,
  onSendDaily,
  sendingDaily,
}: {
  access: Pick<Access, 'can' | 'isStaffOrHigher'>;
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
      {access.can('upload_csv') && (
        <Button size="xs" variant="default" component={Link} to={paths.imports}>
          Imports
        </Button>
      )}
      {access.can('view_duplicates') && (
        <Button size="xs" variant="default" component={Link} to={paths.duplicates}>
          Duplicates
        </Button>
      )}
      {access.can('view_users') && (
        <Button size="xs" variant="default" component={Link} to={paths.users}>
          Users
        </Button>
      )}
      {access.can('view_audit_logs') && (
        <Button size="xs" variant="default" component={Link} to={paths.audit}>
          Audit Log
        </Button>
      )}
      {access.can('view_system_stats') && (
        <Button size="xs" variant="default" component={Link} to={paths.reports}>
          Reports
        </Button>
      )}
      {access.isStaffOrHigher && (
        <Button size="xs" variant="default" component={Link} to={paths.permissions}>
          Permissions
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
