import { WorkloadPage } from '@/features/workload/components/workload-page';

export default function WorkloadRoute() {
  return <WorkloadPage />;
}
