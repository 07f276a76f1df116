import { PageLayout } from '@/components/layout/page-layout';
import { CreateUserForm } from '@/features/auth/components/create-user-form';

/** Admin only (the guard sends everyone else to /dashboard). */
export default function AdminRoute() {
  return (
    <PageLayout title="Create User">
      <CreateUserForm />
    </PageLayout>
  );
}
