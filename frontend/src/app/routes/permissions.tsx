import { PermissionsPage } from '@/features/permissions/components/permissions-page';

export default function PermissionsRoute() {
  return <PermissionsPage />;
}
