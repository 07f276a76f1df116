import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';

import { serverMessage } from '@/lib/api-client';
import { VIEW_NAME_MAX_LENGTH, viewNameError } from '@/features/cases/rules/saved-views';

export type SaveViewMode = 'create' | 'copy' | 'rename';

const TITLES: Record<SaveViewMode, string> = {
  create: 'Save view',
  copy: 'Save as copy',
  rename: 'Rename view',
};

const INTROS: Record<SaveViewMode, string> = {
  create: 'Saves the current filters, search, sort and page size under a name, to pick again later.',
  copy: 'Saves the current filters, search, sort and page size as a new view of your own.',
  rename: 'Only the name changes; the view keeps its filters.',
};

/**
 * Names a view. The server has the last word on names (unique per owner, any case): its message shows under
 * the field. Mounted only while open, so each opening starts from `initialName`.
 */
export function SaveViewDialog({
  mode,
  initialName,
  canShare,
  pending,
  onSave,
  onClose,
}: {
  mode: SaveViewMode;
  initialName: string;
  /** Users who can assign roles may share a new view with everyone. */
  canShare: boolean;
  pending: boolean;
  /** Resolves when saved; rejects with the server's error (shown in the dialog). */
  onSave: (input: { name: string; shared: boolean }) => Promise<unknown>;
  onClose: () => void;
}) {
  const [name, setName] = useState(initialName);
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const problem = viewNameError(name);
    if (problem) return setError(problem);
    setError(null);
    try {
      await onSave({ name: name.trim(), shared: canShare && mode !== 'rename' && shared });
    } catch (reason) {
      setError(serverMessage(reason, 'Failed to save the view. Please try again.'));
    }
  };

  return (
    <Modal opened onClose={onClose} title={TITLES[mode]} centered size="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{INTROS[mode]}</Text>
          <TextInput
            label="View name"
            required
            data-autofocus
            maxLength={VIEW_NAME_MAX_LENGTH}
            value={name}
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
          />
          {canShare && mode !== 'rename' && (
            <Checkbox
              label="Share with everyone"
              description="Everyone who uses the dashboard can pick it; only you can change it."
              checked={shared}
              onChange={(event) => setShared(event.currentTarget.checked)}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {mode === 'rename' ? 'Rename' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
