import { CasePage } from '@/features/cases/components/case-page/case-page';

export default function CasePageRoute() {
  return <CasePage />;
}
