import { CaseDetailsDialog } from '@/features/cases/components/case-details-dialog';
import { useCase } from '@/features/cases/api/get-case';

/** The Case Details dialog for a case id (the audit log opens cases it only knows by id). */
export default function CaseDetailsById({ caseId, onClose }: { caseId: number | null; onClose: () => void }) {
  const found = useCase(caseId);
  return <CaseDetailsDialog caseData={caseId !== null ? (found.data ?? null) : null} onClose={onClose} />;
}
