import { PageLayout } from '@/components/layout/page-layout';

// Placeholder: replaced by the feature's screen.
export default function ClientRoute() {
  return <PageLayout title="Your Cases" />;
}
