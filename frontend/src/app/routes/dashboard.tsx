import { PageLayout } from '@/components/layout/page-layout';

// Placeholder: replaced by the feature's screen.
export default function DashboardRoute() {
  return <PageLayout title="Case Management" />;
}
