import { Button } from '@mantine/core';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

/** The way back to the dashboard from a page of its own (Audit Log, Reports), as the other pages have. */
export function DashboardLink() {
  return (
    <Button component={Link} to={paths.dashboard} variant="default" size="sm">
      Dashboard
    </Button>
  );
}
