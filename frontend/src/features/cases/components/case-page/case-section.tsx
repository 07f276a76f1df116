import { forwardRef, useEffect, useRef, type ReactNode } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';

import { CaseFieldGrid } from '@/components/case-view/case-field';
import { FormButtons } from '@/features/cases/components/case-form-sections';
import {
  EditConflictAlert,
  EditIdentityGroup,
  EditInvoicingGroup,
  EditMiGroup,
  EditStatusGroup,
} from '@/features/cases/components/case-edit/edit-case-groups';
import { useCaseEditForm, type CaseEditForm } from '@/features/cases/components/case-edit/use-case-edit-form';
import { SECTION_TITLES, type CaseSection as SectionName } from '@/features/cases/rules/case-page';
import { HOLD_FIELDS_NOTE } from '@/features/cases/rules/legal-hold';
import type { Case } from '@/types/api';
import { SectionValues } from './section-values';

const GROUPS: Partial<Record<SectionName, (props: { edit: CaseEditForm }) => ReactNode>> = {
  identity: EditIdentityGroup,
  status: EditStatusGroup,
  invoicing: EditInvoicingGroup,
  mi: EditMiGroup,
};

export const sectionHeadingId = (section: SectionName) => `case-section-${section}`;

/**
 * One section of the case page: its values, and for a section the user may change an Edit button that turns it into
 * the Edit Case form's fields for that section (the dialog's rules, its payload with updatedAt, its 409 handling).
 * Saving or cancelling puts focus back on the Edit button.
 */
export function CaseSection({
  section,
  c,
  editable,
  editing,
  onEdit,
  onDone,
}: {
  section: SectionName;
  c: Case;
  editable: boolean;
  editing: boolean;
  onEdit: () => void;
  onDone: (saved: Case | null) => void;
}) {
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const title = SECTION_TITLES[section];
  return (
    <Card
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={sectionHeadingId(section)}
      data-section={section}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h4" id={sectionHeadingId(section)}>
          {title}
        </Title>
        {editable && !editing && <EditButton ref={editButton} title={title} onClick={onEdit} />}
      </Group>
      {editing ? (
        <SectionForm key={c.id} section={section} c={c} onDone={onDone} />
      ) : (
        <CaseFieldGrid>
          <SectionValues section={section} c={c} />
        </CaseFieldGrid>
      )}
    </Card>
  );
}

const EditButton = forwardRef<HTMLButtonElement, { title: string; onClick: () => void }>(function EditButton(
  { title, onClick },
  ref,
) {
  return (
    <Button
      ref={ref}
      size="xs"
      variant="light"
      onClick={onClick}
      aria-label={`Edit ${title}`}
      data-edit-section
    >
      Edit
    </Button>
  );
});

function SectionForm({
  section,
  c,
  onDone,
}: {
  section: SectionName;
  c: Case;
  onDone: (saved: Case | null) => void;
}) {
  const edit = useCaseEditForm(c, { onSaved: (saved) => onDone(saved) });
  const Group_ = GROUPS[section];
  const { container } = edit;
  useEffect(() => {
    // The first field of the section takes focus as it opens.
    container.current?.querySelector<HTMLElement>('input:not([readonly]), textarea, button')?.focus();
  }, [container]);
  if (!Group_) return null;
  return (
    <form onSubmit={edit.submit} noValidate aria-label={`Edit ${SECTION_TITLES[section]}`} ref={container}>
      <Stack gap="sm">
        <EditConflictAlert edit={edit} />
        {section === 'identity' && edit.held && (
          <Text size="sm" role="note">
            {HOLD_FIELDS_NOTE}
          </Text>
        )}
        <Group_ edit={edit} />
        <FormButtons
          pending={edit.pending}
          submitLabel="Save"
          pendingLabel="Saving..."
          onCancel={() => onDone(null)}
        />
      </Stack>
    </form>
  );
}
