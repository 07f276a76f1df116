import { DuplicatesPage } from '@/features/duplicates/components/duplicates-page';

export default function DuplicatesRoute() {
  return <DuplicatesPage />;
}
