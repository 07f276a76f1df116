import { Button } from '@mantine/core';
import { Link } from 'react-router';

import { canOpenPage, NAV_LINKS, type NavTarget } from '@/lib/navigation';
import type { Access } from '@/lib/permissions';

/** The top bar's page links, in order; each only for those its page lets in (lib/navigation.ts). */
const PAGE_LINKS: NavTarget[] = ['imports', 'duplicates', 'users', 'audit', 'reports', 'permissions'];

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
      {PAGE_LINKS.filter((target) => canOpenPage(target, access)).map((target) => (
        <Button key={target} size="xs" variant="default" component={Link} to={NAV_LINKS[target].to}>
          {NAV_LINKS[target].label}
        </Button>
      ))}
      {access.can('send_notifications') && (
        <Button size="xs" variant="light" onClick={onSendDaily} loading={sendingDaily}>
          Send Daily Emails
        </Button>
      )}
    </>
  );
}
