import type { Case } from '@/types/api';
import { CasePage } from '@/features/cases/components/case-page/case-page';
import { HoldToggle } from '@/features/privacy/components/hold-toggle';

// The legal hold's switch is the privacy feature's; features do not import each other, so the route lends it.
function CaseHold({ caseData, onChanged }: { caseData: Case; onChanged: () => void }) {
  return <HoldToggle row={caseData} onChanged={onChanged} />;
}

export default function CasePageRoute() {
  return <CasePage Hold={CaseHold} />;
}
