import { ClientCasePage } from '@/features/portal/components/client-case-page';

export default function ClientCasePageRoute() {
  return <ClientCasePage />;
}
