import { Button } from '@mantine/core';
import { Link } from 'react-router';

import { NAV_LINKS } from '@/lib/navigation';

/** The top bar's way back to the dashboard, for every staff page other than the dashboard itself. */
export function DashboardLink() {
  return (
    <Button component={Link} to={NAV_LINKS.dashboard.to} variant="default" size="sm">
      {NAV_LINKS.dashboard.label}
    </Button>
  );
}
