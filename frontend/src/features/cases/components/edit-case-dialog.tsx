import '@mantine/core/styles/Fieldset.css';

import { Fieldset, Modal, Stack, Text } from '@mantine/core';

import { FormButtons } from '@/features/cases/components/case-form-sections';
import {
  EditConflictAlert,
  EditIdentityGroup,
  EditInvoicingGroup,
  EditMiGroup,
  EditStatusGroup,
} from '@/features/cases/components/case-edit/edit-case-groups';
import { useCaseEditForm } from '@/features/cases/components/case-edit/use-case-edit-form';
import { HOLD_FIELDS_NOTE } from '@/features/cases/rules/legal-hold';
import type { Case } from '@/types/api';

type Props = { caseData: Case | null; opened: boolean; onClose: () => void };

/**
 * guide: screens#dialogs Edit Case dialog (rules: guide: workflow, labels#validation, roles staff restrictions; PUT
 * payload: guide: api#endpoints; toasts: guide: labels#toasts). Whoever may edit only the four staff fields
 * (rules/edit-access: no EDIT_CASES) gets the staff variant, whatever their role. The case page edits with the same
 * form (case-edit/).
 */
export default function EditCaseDialog({ caseData, opened, onClose }: Props) {
  return (
    <Modal opened={opened && caseData !== null} onClose={onClose} title="Edit Case" size="lg">
      {caseData && (
        <EditCaseForm key={`${caseData.id}:${caseData.updatedAt}`} caseData={caseData} onClose={onClose} />
      )}
    </Modal>
  );
}

function EditCaseForm({ caseData, onClose }: { caseData: Case; onClose: () => void }) {
  const edit = useCaseEditForm(caseData, { onSaved: onClose });
  const { staffOnly, mi } = edit;
  return (
    <form onSubmit={edit.submit} noValidate ref={edit.container}>
      <Stack gap="md">
        <EditConflictAlert edit={edit} />
        {edit.held && (
          <Text size="sm" role="note">
            {HOLD_FIELDS_NOTE}
          </Text>
        )}
        <EditIdentityGroup edit={edit} />
        <Fieldset legend="Status Information" p={{ base: 'xs', sm: 'md' }}>
          <EditStatusGroup edit={edit} />
        </Fieldset>
        <Fieldset
          legend="Invoicing Information"
          p={{ base: 'xs', sm: 'md' }}
          disabled={staffOnly}
          style={staffOnly ? { opacity: 0.6 } : undefined}
          data-readonly={staffOnly || undefined}
        >
          <EditInvoicingGroup edit={edit} />
        </Fieldset>
        <Fieldset
          legend="Management Information (MI)"
          p={{ base: 'xs', sm: 'md' }}
          disabled={staffOnly || !mi}
          style={staffOnly || !mi ? { opacity: 0.6 } : undefined}
        >
          <EditMiGroup edit={edit} />
        </Fieldset>
        <FormButtons
          pending={edit.pending}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
