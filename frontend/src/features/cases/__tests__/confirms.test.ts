import { cancelReasonError, dailyEmailConfirmText } from '@/features/cases/rules/confirms';

describe('dashboard confirmations', () => {
  it('states how many recipients Send Daily Emails reaches', () => {
    expect(dailyEmailConfirmText(undefined)).toBeNull();
    expect(dailyEmailConfirmText({ recipients: 1, skipped: 0 })).toBe(
      "Send today's daily email to 1 recipient? Staff, managers and admins get the staff digest; clients their company's update.",
    );
    expect(dailyEmailConfirmText({ recipients: 5, skipped: 2 })).toMatch(
      /^Send today's daily email to 5 recipients\?.* 2 accounts are skipped \(already sent today, or a client without a company\)\.$/,
    );
    expect(dailyEmailConfirmText({ recipients: 0, skipped: 1 })).toBe(
      "Nobody is due today's email. 1 account is skipped (already sent today, or a client without a company).",
    );
  });

  it('checks a cancellation reason as the server does', () => {
    expect(cancelReasonError('Client request')).toBeNull();
    expect(cancelReasonError('  ')).toBe('Please give a reason for cancelling the case.');
    expect(cancelReasonError('x'.repeat(500))).toBeNull();
    expect(cancelReasonError('x'.repeat(501))).toBe(
      'The cancellation reason must be at most 500 characters.',
    );
    expect(cancelReasonError('a\tb')).toBe('The cancellation reason may not contain control characters.');
  });
});
