import { ClientPortal } from '@/features/portal/components/client-portal';

export default function ClientRoute() {
  return <ClientPortal />;
}
