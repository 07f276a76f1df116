import { PageLayout } from '@/components/layout/page-layout';

// Placeholder: the auth-screens work adds the create-user form (features/auth).
export default function AdminRoute() {
  return <PageLayout title="Create User" />;
}
