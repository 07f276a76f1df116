import { Button } from '@mantine/core';
import { Link } from 'react-router';

import { PageLayout } from '@/components/layout/page-layout';
import { paths } from '@/config/paths';
import { CreateUserForm } from '@/features/auth/components/create-user-form';

/** Admin only (the guard sends everyone else to /dashboard). */
export default function AdminRoute() {
  return (
    <PageLayout
      title="Create User"
      actions={
        <Button component={Link} to={paths.dashboard} variant="default" size="sm">
          Dashboard
        </Button>
      }
    >
      <CreateUserForm />
    </PageLayout>
  );
}
