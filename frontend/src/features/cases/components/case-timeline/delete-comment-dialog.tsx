import { useDeleteComment } from '@/features/cases/api/delete-comment';
import type { CaseComment } from '@/features/cases/api/get-case-timeline';
import { ConfirmDialog } from '@/features/cases/components/confirm-dialog';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * "Delete comment": asks, deletes, says 'Comment deleted' and calls `onDeleted` once the timeline no longer shows the
 * comment. It lives with the timeline, not the comment, so it outlives the comment it removes.
 */
export function DeleteCommentDialog({
  comment,
  onClose,
  onDeleted,
}: {
  comment: CaseComment | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteComment();

  const confirm = () => {
    if (!comment) return;
    remove.mutate(
      { id: comment.id, caseId: comment.caseId },
      {
        onSuccess: () => {
          onClose();
          toast({ title: 'Comment deleted' });
          onDeleted();
        },
        onError: (failure) => {
          onClose();
          toast({
            title: 'Comment not deleted',
            message: serverMessage(failure, 'The comment could not be deleted.'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <ConfirmDialog
      opened={comment !== null}
      title="Delete comment"
      confirmLabel="Delete"
      danger
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      Delete this comment? It cannot be undone.
    </ConfirmDialog>
  );
}
