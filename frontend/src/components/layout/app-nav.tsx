import { Button, Group, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';

import { isCurrentPage, NAV_LINKS, navTargets } from '@/lib/navigation';
import { useEnrolmentOnly } from '@/lib/mfa-enrolment';
import { usePermissions } from '@/lib/permissions';

/**
 * The one navigation of every signed-in page: a link to each page the user can use, the current one
 * marked. A row in the desktop top bar; a column in the phone menu.
 */
export function AppNav({ layout }: { layout: 'row' | 'column' }) {
  const access = usePermissions();
  const enrolmentOnly = useEnrolmentOnly();
  const { pathname } = useLocation();
  const links = navTargets({ ...access, enrolmentOnly }).map((target) => {
    const current = isCurrentPage(target, pathname);
    return (
      <Button
        key={target}
        component={Link}
        to={NAV_LINKS[target].to}
        size="xs"
        variant={current ? 'light' : 'subtle'}
        aria-current={current ? 'page' : undefined}
        justify={layout === 'column' ? 'flex-start' : undefined}
      >
        {NAV_LINKS[target].label}
      </Button>
    );
  });
  const Layout = layout === 'row' ? Group : Stack;
  return (
    <Layout component="nav" aria-label="Main" gap={layout === 'row' ? 4 : 'xs'}>
      {links}
    </Layout>
  );
}
