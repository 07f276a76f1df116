import { SecurityPage } from '@/features/security/components/security-page';

export default function SecurityRoute() {
  return <SecurityPage />;
}
