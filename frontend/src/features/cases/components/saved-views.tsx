import { useState } from 'react';
import { Button, Group, NativeSelect, Switch } from '@mantine/core';

import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { SavedView } from '@/types/api';
import { useCreateSavedView } from '@/features/cases/api/create-saved-view';
import { useDeleteSavedView } from '@/features/cases/api/delete-saved-view';
import { useSavedViews } from '@/features/cases/api/get-saved-views';
import { useUpdateSavedView } from '@/features/cases/api/update-saved-view';
import {
  activeSavedView,
  copyName,
  savedViewQuery,
  savedViewState,
  viewGroups,
  viewLabel,
} from '@/features/cases/rules/saved-views';
import type { ViewState } from '@/features/cases/rules/table-state';
import { ConfirmDialog } from './confirm-dialog';
import { SaveViewDialog, type SaveViewMode } from './save-view-dialog';

const NO_VIEWS: SavedView[] = [];

/**
 * guide: screens#saved-views: the saved views at the top of the filter panel. Choosing one applies its filters, search,
 * sort and page size (the dashboard writes them to the URL); the buttons save the current view, copy it, rename,
 * share or delete one's own. Only the owner changes a view; others can use a shared one or save a copy.
 */
export function SavedViews({
  current,
  canShare,
  onApply,
}: {
  current: ViewState;
  /** Users who can assign roles may share their views with everyone. */
  canShare: boolean;
  onApply: (view: ViewState) => void;
}) {
  const views = useSavedViews();
  const create = useCreateSavedView();
  const update = useUpdateSavedView();
  const remove = useDeleteSavedView();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [naming, setNaming] = useState<SaveViewMode | null>(null);
  const [deleting, setDeleting] = useState(false);

  const list = views.data ?? NO_VIEWS;
  const active = activeSavedView(list, current, chosenId);
  // The views are for dashboard readers; anyone else (the server answers 403) simply has none to show.
  if (views.isError) return null;

  const choose = (id: string) => {
    const view = list.find((v) => String(v.id) === id);
    if (!view) return;
    setChosenId(view.id);
    onApply(savedViewState(view));
  };

  const save = async ({ name, shared }: { name: string; shared: boolean }) => {
    if (naming === 'rename' && active) {
      await update.mutateAsync({ id: active.id, name });
      toast({ title: 'View renamed', message: `The view is now called “${name}”.` });
    } else {
      const saved = await create.mutateAsync({ name, shared, filters: savedViewQuery(current) });
      setChosenId(saved.id);
      toast({ title: 'View saved', message: `“${saved.name}” is in your saved views.` });
    }
    setNaming(null);
  };

  const toggleShared = (shared: boolean) => {
    if (!active) return;
    update.mutate(
      { id: active.id, shared },
      {
        onSuccess: () =>
          toast({
            title: shared ? 'View shared' : 'View unshared',
            message: shared
              ? `Everyone who uses the dashboard can now pick “${active.name}”.`
              : `“${active.name}” is yours alone again.`,
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            message: serverMessage(error, 'Failed to change the view. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  const confirmDelete = () => {
    if (!active) return;
    remove.mutate(active.id, {
      onSuccess: () => {
        toast({ title: 'View deleted', message: `“${active.name}” was deleted.` });
        setDeleting(false);
        setChosenId(null);
      },
      onError: (error) =>
        toast({
          title: 'Error',
          message: serverMessage(error, 'Failed to delete the view. Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  const options = [
    { value: '', label: list.length ? 'Choose a saved view…' : 'No saved views yet' },
    ...viewGroups(list).map(({ group, items }) => ({
      group,
      items: items.map((view) => ({ value: String(view.id), label: viewLabel(view) })),
    })),
  ];

  return (
    <>
      <Group align="flex-end" gap="sm" mb="sm" wrap="wrap" role="group" aria-label="Saved views">
        <NativeSelect
          label="Saved view"
          data={options}
          value={active ? String(active.id) : ''}
          onChange={(event) => choose(event.currentTarget.value)}
          disabled={views.isPending}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Group gap="xs" wrap="wrap">
          <Button variant="light" onClick={() => setNaming('create')}>
            Save view
          </Button>
          {active && (
            <Button variant="default" onClick={() => setNaming('copy')}>
              Save as copy
            </Button>
          )}
          {active?.canEdit && (
            <>
              <Button variant="default" onClick={() => setNaming('rename')}>
                Rename
              </Button>
              <Button variant="default" color="red" onClick={() => setDeleting(true)}>
                Delete view
              </Button>
            </>
          )}
        </Group>
        {active?.canEdit && canShare && (
          <Switch
            label="Shared with everyone"
            checked={active.shared}
            disabled={update.isPending}
            onChange={(event) => toggleShared(event.currentTarget.checked)}
            style={{ alignSelf: 'center' }}
          />
        )}
      </Group>

      {naming && (
        <SaveViewDialog
          mode={naming}
          initialName={
            naming === 'rename' && active
              ? active.name
              : naming === 'copy' && active
                ? copyName(active.name, list)
                : ''
          }
          canShare={canShare}
          pending={create.isPending || update.isPending}
          onSave={save}
          onClose={() => setNaming(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting && active !== null}
        title="Delete view"
        confirmLabel="Delete"
        danger
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      >
        {`Delete the saved view “${active?.name ?? ''}”? The cases are not affected.`}
      </ConfirmDialog>
    </>
  );
}
