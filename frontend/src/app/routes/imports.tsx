import { ImportsPage } from '@/features/imports/components/imports-page';

export default function ImportsRoute() {
  return <ImportsPage />;
}
