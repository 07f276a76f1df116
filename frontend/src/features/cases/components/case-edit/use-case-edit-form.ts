/**
 * The Edit Case form's state and save, shared by the Edit Case dialog and the case page's sections: one set of rules
 * (rules/edit-rules, rules/edit-access, rules/legal-hold), whichever screen shows the fields.
 */
import { useState, type FormEvent } from 'react';

import { QUICK_SELECT_KAMS, useKams } from '@/features/cases/api/get-kams';
import { useUpdateCase } from '@/features/cases/api/update-case';
import { caseEditAccess } from '@/features/cases/rules/edit-access';
import { editConflict, rebaseEdit, type EditConflict } from '@/features/cases/rules/edit-conflict';
import {
  editFormFromCase,
  editPayload,
  isMiEnabled,
  MESSAGES,
  validateEdit,
  EDIT_ERROR_FIELDS,
  type EditForm,
} from '@/features/cases/rules/edit-rules';
import { isKindCompany } from '@/features/cases/rules/kind-id';
import { serverMessage } from '@/lib/api-client';
import { errorsFor, hasErrors, serverFieldErrors, useInlineErrors } from '@/lib/form-errors';
import { usePermissions } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';
import type { Case } from '@/types/api';

export type EditErrorField = (typeof EDIT_ERROR_FIELDS)[number];

export function useCaseEditForm(caseData: Case, { onSaved }: { onSaved: (saved: Case) => void }) {
  const { user, ...access } = usePermissions();
  // Whoever may edit only the four staff fields (no EDIT_CASES) gets the staff variant, whatever their role.
  const staffOnly = caseEditAccess(access) === 'staff';
  // A legal hold freezes the identity fields (rules/legal-hold); the work fields stay editable.
  const held = caseData.legalHold === true;
  // The version the form stands on: the case as opened, or the newer one a conflict reloaded.
  const [base, setBase] = useState<Case>(caseData);
  const [opened, setOpened] = useState<EditForm>(() => editFormFromCase(caseData));
  const [form, setForm] = useState<EditForm>(opened);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const inline = useInlineErrors<EditErrorField>();
  const update = useUpdateCase();
  const handleUnauthorized = useUnauthorizedHandler();
  // Staff never see the quick-select buttons, so their form does not ask for the KAM list.
  const kams = useKams(user !== null && !staffOnly);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const found = validateEdit(form, base, { staff: staffOnly });
    inline.show(found);
    if (hasErrors(found)) return;
    update.mutate(
      { id: base.id, payload: editPayload(form, base.updatedAt, { staff: staffOnly }) },
      {
        onSuccess: (saved) => {
          setConflict(null);
          toast({ title: 'Success', message: MESSAGES.updated });
          onSaved(saved);
        },
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          const stale = editConflict(error);
          if (stale) return setConflict(stale);
          const fieldErrors = errorsFor(serverFieldErrors(error), EDIT_ERROR_FIELDS);
          if (hasErrors(fieldErrors)) return inline.show(fieldErrors);
          toast({
            title: 'Error',
            message: serverMessage(error, MESSAGES.updateFailed),
            variant: 'destructive',
          });
        },
      },
    );
  };

  /** After a conflict: stand on the newer version, keeping every field the user changed. */
  const rebase = (newer: Case) => {
    const newerForm = editFormFromCase(newer);
    setForm((typed) => rebaseEdit(opened, typed, newerForm));
    setOpened(newerForm);
    setBase(newer);
    setConflict(null);
  };

  return {
    caseData: base,
    form,
    setForm,
    ...inline,
    staffOnly,
    held,
    /** Company, KAM ID and BHR UK ID are read-only for staff and on a held case. */
    frozen: staffOnly || held,
    mi: isMiEnabled(form),
    kind: isKindCompany(form.widget),
    quickKams: (kams.data ?? []).slice(0, QUICK_SELECT_KAMS),
    submit,
    pending: update.isPending,
    conflict,
    rebase,
  };
}

export type CaseEditForm = ReturnType<typeof useCaseEditForm>;
