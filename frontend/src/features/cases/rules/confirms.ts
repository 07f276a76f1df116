/** The texts and checks of the dashboard's confirmations: Send Daily Emails, Auto-Fill and a single cancel. */
import type { DailyEmailPreview } from '@/features/cases/api/get-daily-email-recipients';

const recipients = (n: number) => `${n} ${n === 1 ? 'recipient' : 'recipients'}`;

/** What the Send Daily Emails confirm says, from the server's count; null while it is not known. */
export function dailyEmailConfirmText(preview: DailyEmailPreview | undefined): string | null {
  if (!preview) return null;
  const skipped =
    preview.skipped > 0
      ? ` ${preview.skipped} ${preview.skipped === 1 ? 'account is' : 'accounts are'} skipped (already sent today, or a client without a company).`
      : '';
  if (preview.recipients === 0) return `Nobody is due today's email.${skipped}`;
  return `Send today's daily email to ${recipients(preview.recipients)}? Staff, managers and admins get the staff digest; clients their company's update.${skipped}`;
}

export type AutofillKind = 'kam' | 'bhruk';

export const AUTOFILL_CONFIRM: Record<AutofillKind, { title: string; body: string; button: string }> = {
  kam: {
    title: 'Auto-Fill KAM IDs',
    body: 'Give every case without a KAM ID the first run of digits of its OB Link (or Not Known when it has none)? This changes cases across the whole book; each change is recorded in the audit log.',
    button: 'Auto-Fill KAM IDs',
  },
  bhruk: {
    title: 'Auto-Fill BHR UK IDs',
    body: "Allocate the next BHR UK IDs of each company's sequence to every case without one (oldest first)? Allocated IDs are not given back; each change is recorded in the audit log.",
    button: 'Auto-Fill BHR UK IDs',
  },
};

/** guide: workflow#cancelling-and-restoring: a single cancel's reason defaults to the bulk one; the server takes up to
 * 500 characters. */
export const CANCEL_REASON_DEFAULT = 'Client request';
export const CANCEL_REASON_MAX = 500;

/** Why the typed reason cannot be sent, or null (the server says the same: POST /api/cases/{id}/cancel). */
export function cancelReasonError(reason: string): string | null {
  const value = reason.trim();
  if (!value) return 'Please give a reason for cancelling the case.';
  if (value.length > CANCEL_REASON_MAX)
    return `The cancellation reason must be at most ${CANCEL_REASON_MAX} characters.`;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f-\u009f]/.test(value))
    return 'The cancellation reason may not contain control characters.';
  return null;
}
