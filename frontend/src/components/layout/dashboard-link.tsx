import { Button } from '@mantine/core';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { NAV_LINKS } from '@/lib/navigation';
import { usePermissions } from '@/lib/permissions';

/** The top bar's way back to the dashboard, for every staff page other than the dashboard itself. */
export function DashboardLink() {
  return (
    <Button component={Link} to={NAV_LINKS.dashboard.to} variant="default" size="xs">
      {NAV_LINKS.dashboard.label}
    </Button>
  );
}

/** The way back for a page every role opens (Security): the dashboard for staff, the portal for clients. */
export function HomeLink() {
  const { isStaffOrHigher } = usePermissions();
  if (isStaffOrHigher) return <DashboardLink />;
  return (
    <Button component={Link} to={paths.client} variant="default" size="xs">
      Case Overview
    </Button>
  );
}
