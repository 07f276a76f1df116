import { PageLayout } from '@/components/layout/page-layout';

// Placeholder: replaced by the feature's screen.
export default function UsersRoute() {
  return <PageLayout title="Users" />;
}
