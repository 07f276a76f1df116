import { Loader, Text } from '@mantine/core';

import { serverMessage } from '@/lib/api-client';
import { useDailyEmailRecipients } from '@/features/cases/api/get-daily-email-recipients';
import { AUTOFILL_CONFIRM, dailyEmailConfirmText, type AutofillKind } from '@/features/cases/rules/confirms';
import { ConfirmDialog } from './confirm-dialog';

export type DashboardConfirm = 'sendDaily' | AutofillKind;

/** Send Daily Emails states how many recipients it reaches (asked of the server as it opens). */
function SendDailyConfirm({
  pending,
  onConfirm,
  onClose,
}: {
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const preview = useDailyEmailRecipients(true);
  const text = dailyEmailConfirmText(preview.data);
  return (
    <ConfirmDialog
      opened
      title="Send Daily Emails"
      confirmLabel="Send Daily Emails"
      pending={pending}
      confirmDisabled={!preview.data || preview.data.recipients === 0}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {preview.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {serverMessage(preview.error, 'Could not count the recipients. Please try again.')}
        </Text>
      ) : text === null ? (
        <Loader size="sm" aria-label="Counting recipients" />
      ) : (
        <Text size="sm" data-testid="send-daily-count">
          {text}
        </Text>
      )}
    </ConfirmDialog>
  );
}

/** The dashboard's confirmations before Send Daily Emails and the Auto-Fill buttons. */
export function DashboardConfirms({
  which,
  pending,
  onSendDaily,
  onAutofill,
  onClose,
}: {
  which: DashboardConfirm | null;
  pending: Record<DashboardConfirm, boolean>;
  onSendDaily: () => Promise<void>;
  onAutofill: (kind: AutofillKind) => Promise<void>;
  onClose: () => void;
}) {
  if (which === null) return null;
  if (which === 'sendDaily')
    return (
      <SendDailyConfirm
        pending={pending.sendDaily}
        onConfirm={() => void onSendDaily().then(onClose)}
        onClose={onClose}
      />
    );
  const copy = AUTOFILL_CONFIRM[which];
  return (
    <ConfirmDialog
      opened
      title={copy.title}
      confirmLabel={copy.button}
      pending={pending[which]}
      onConfirm={() => void onAutofill(which).then(onClose)}
      onClose={onClose}
    >
      {copy.body}
    </ConfirmDialog>
  );
}
