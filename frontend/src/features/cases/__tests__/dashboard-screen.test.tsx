import { DashboardScreen } from '@/features/cases/components/dashboard-screen';
import type { Case, Stats, User } from '@/types/api';
import {
  configure,
  makeUser,
  mockFetch,
  renderWithProviders,
  screen,
  signIn,
  waitFor,
  within,
} from '@/testing/test-utils';
import { makeCase } from '@/testing/data-generators';

// The dashboard renders a lot under jsdom; on a busy machine the default 1 s wait is too short.
configure({ asyncUtilTimeout: 5000 });

const STATS: Stats = {
  total: 2,
  needInstructions: 1,
  onHold: 0,
  inProduction: 0,
  completed: 1,
  mergedOnly: 0,
  cancelledOnly: 0,
  cancelledAndMerged: 0,
  overdue: 0,
  dueSoon: 0,
};

const page = (data: Case[]) => ({
  body: {
    data,
    pagination: {
      currentPage: 1,
      itemsPerPage: 50,
      totalItems: data.length,
      totalPages: 1,
      hasPreviousPage: false,
      hasNextPage: false,
    },
  },
});

function UploadStub({ opened }: { opened: boolean; onClose: () => void }) {
  return opened ? <div role="dialog" aria-label="Upload stub" /> : null;
}

function setup(user: User, cases: Case[], extra: Parameters<typeof mockFetch>[0] = {}, route = '/') {
  signIn(user);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: user },
    'GET /api/my-permissions': { status: 500, body: 'x' },
    'GET /api/cases/paginated': page(cases),
    'GET /api/stats': { body: STATS },
    ...extra,
  });
  const result = renderWithProviders(<DashboardScreen UploadDialog={UploadStub} />, { route });
  return { ...result, fetchMock };
}

type Clicker = ReturnType<typeof setup>['user'];

/** The dashboard's selects are native (NativeSelect). */
async function choose(user: Clicker, label: string, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith(path));

describe('DashboardScreen', { timeout: 60_000 }, () => {
  it('blocks locking a case that is not Sent, invoiced and with MI, without calling the server', async () => {
    const admin = makeUser({ role: 'admin', firstName: 'Ada', lastName: 'Admin' });
    const c = makeCase({ id: 7, bhrukId: '1007', currentStatus: 'sent', instructed: true });
    const { user, fetchMock } = setup(admin, [c]);

    await user.click(await screen.findByRole('button', { name: 'Lock case 1007' }));
    expect(await screen.findByText('Cannot Lock Case')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Cases can only be locked when Status is 'Sent', Invoiced is 'Yes', and MI information is completed.",
      ),
    ).toBeInTheDocument();
    expect(calls(fetchMock, '/api/cases/7/lock')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Upload CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Auto-Fill BHR UK IDs' })).toBeInTheDocument();
  });

  it('toasts the server text when the lock is refused', async () => {
    const admin = makeUser({ role: 'admin' });
    const c = makeCase({
      id: 8,
      bhrukId: '1008',
      currentStatus: 'sent',
      invoiced: true,
      miType: 'surplus',
      miAmount: 5,
    });
    const { user } = setup(admin, [c], {
      'POST /api/cases/8/lock': {
        status: 400,
        body: { message: 'This case is cancelled. Restore it before locking.' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Lock case 1008' }));
    expect(await screen.findByText('This case is cancelled. Restore it before locking.')).toBeInTheDocument();
    expect(screen.getByText('Cannot Lock Case')).toBeInTheDocument();
  });

  it('shows staff no admin-only controls and only View details per row', async () => {
    const staff = makeUser({ role: 'staff' });
    setup(staff, [makeCase({ id: 9, bhrukId: '1009' })]);
    expect(await screen.findByRole('button', { name: 'View details 1009' })).toBeInTheDocument();
    for (const name of ['Upload CSV', 'Add Case', 'Send Daily Emails', 'Export', 'Auto-Fill KAM IDs']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Duplicates' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Permissions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lock case 1009' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Show Merged & Cancelled')).not.toBeInTheDocument();
  });

  it('debounces the KAM ID search into one request and reads filters from the URL', async () => {
    const admin = makeUser({ role: 'admin' });
    const { user, fetchMock } = setup(
      admin,
      [makeCase({ id: 10 })],
      {},
      '/?status=on_hold&company=Acme%20Ltd',
    );
    await screen.findByRole('button', { name: 'View details 1010' });
    expect(
      calls(fetchMock, '/api/cases/paginated?page=1&limit=50&sortBy=bhrukId&sortOrder=desc')[0],
    ).toContain('company=Acme+Ltd&status=on_hold');
    expect(screen.getByText('Filtered Cases')).toBeInTheDocument();

    const before = calls(fetchMock, '/api/cases/paginated?page=1&limit=50').length;
    await user.type(screen.getByRole('searchbox', { name: 'KAM ID' }), '123');
    await waitFor(() =>
      expect(calls(fetchMock, '/api/cases/paginated').some((u) => u.includes('kamSearch=123'))).toBe(true),
    );
    const typed = calls(fetchMock, '/api/cases/paginated')
      .slice(before)
      .filter((u) => u.includes('kamSearch'));
    expect(typed).toEqual([expect.stringContaining('kamSearch=123')]);
  });

  it('requires an on hold reason before a bulk change to On Hold, then confirms and toasts the result', async () => {
    const admin = makeUser({ role: 'admin' });
    let sent: unknown = null;
    const { user } = setup(admin, [makeCase({ id: 11 }), makeCase({ id: 12 })], {
      'POST /api/cases/batch-update': (init) => {
        sent = JSON.parse(String(init.body));
        return { body: { message: 'Updated 1 case.', updated: 1 } };
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select case 1011' }));
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('1 selected')).toBeInTheDocument();
    await choose(user, 'New status', 'On Hold');
    expect(within(bar).getByRole('button', { name: 'Apply Status' })).toBeDisabled();
    await choose(user, 'On hold reason', 'Other Issue');
    await user.click(within(bar).getByRole('button', { name: 'Apply Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    await user.click(within(dialog).getByRole('button', { name: 'Change Status' }));
    expect(await screen.findByText('Updated 1 case.')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(sent).toEqual({ caseIds: [11], updates: { currentStatus: 'on_hold', onHoldReason: 'other' } });
  });

  it('handles Unauthorized on a mutation with the guide: labels#toasts toast', async () => {
    const admin = makeUser({ role: 'admin' });
    const { user } = setup(admin, [makeCase({ id: 13 })], {
      'GET /api/notifications/send-daily': { body: { recipients: 2, skipped: 0 } },
      'POST /api/notifications/send-daily': { status: 401, body: { message: 'Unauthorized' } },
    });
    await screen.findByRole('button', { name: 'View details 1013' });
    await user.click(screen.getByRole('button', { name: 'Send Daily Emails' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Daily Emails' });
    await within(dialog).findByText(/to 2 recipients/);
    await user.click(within(dialog).getByRole('button', { name: 'Send Daily Emails' }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
  });

  it('asks before Send Daily Emails, stating the number of recipients, and sends only on confirm', async () => {
    const admin = makeUser({ role: 'admin' });
    const { user, fetchMock } = setup(admin, [makeCase({ id: 14 })], {
      'GET /api/notifications/send-daily': { body: { recipients: 3, skipped: 1 } },
      'POST /api/notifications/send-daily': {
        status: 202,
        body: { message: 'Daily email notifications queued: 3 queued, 1 skipped.', queued: 3, skipped: 1 },
      },
    });
    await screen.findByRole('button', { name: 'View details 1014' });
    const posts = () =>
      fetchMock.mock.calls.filter(([u, init]) => String(u).includes('send-daily') && init?.method === 'POST');

    await user.click(screen.getByRole('button', { name: 'Send Daily Emails' }));
    let dialog = await screen.findByRole('dialog', { name: 'Send Daily Emails' });
    expect(await within(dialog).findByTestId('send-daily-count')).toHaveTextContent(
      "Send today's daily email to 3 recipients? Staff, managers and admins get the staff digest; clients their company's update. 1 account is skipped (already sent today, or a client without a company).",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Send Daily Emails' })).not.toBeInTheDocument(),
    );
    expect(posts()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Send Daily Emails' }));
    dialog = await screen.findByRole('dialog', { name: 'Send Daily Emails' });
    await within(dialog).findByTestId('send-daily-count');
    await user.click(within(dialog).getByRole('button', { name: 'Send Daily Emails' }));
    expect(await screen.findByText('Daily email notifications sent successfully')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
  });

  it('offers no send when nobody is due an email', async () => {
    const admin = makeUser({ role: 'admin' });
    const { user } = setup(admin, [makeCase({ id: 15 })], {
      'GET /api/notifications/send-daily': { body: { recipients: 0, skipped: 4 } },
    });
    await screen.findByRole('button', { name: 'View details 1015' });
    await user.click(screen.getByRole('button', { name: 'Send Daily Emails' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Daily Emails' });
    expect(await within(dialog).findByText(/Nobody is due today's email/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send Daily Emails' })).toBeDisabled();
  });

  it('asks before Auto-Fill and runs it only on confirm', async () => {
    const admin = makeUser({ role: 'admin' });
    const { user, fetchMock } = setup(admin, [makeCase({ id: 16 })], {
      'POST /api/cases/bulk-autofill-kam-ids': { body: { message: 'Auto-filled KAM IDs for 2 cases.' } },
    });
    await screen.findByRole('button', { name: 'View details 1016' });
    await user.click(screen.getByRole('button', { name: 'Auto-Fill KAM IDs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auto-Fill KAM IDs' });
    expect(dialog).toHaveTextContent(
      'Give every case without a KAM ID the first run of digits of its OB Link',
    );
    expect(calls(fetchMock, '/api/cases/bulk-autofill-kam-ids')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Auto-Fill KAM IDs' }));
    expect(await screen.findByText('Auto-filled KAM IDs for 2 cases.')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/cases/bulk-autofill-kam-ids')).toHaveLength(1);
  });

  it('cancels one case with its own reason; Keep case changes nothing', async () => {
    const admin = makeUser({ role: 'admin' });
    let sent: unknown = null;
    const { user, fetchMock } = setup(admin, [makeCase({ id: 17, bhrukId: '1017' })], {
      'POST /api/cases/17/cancel': (init) => {
        sent = JSON.parse(String(init.body));
        return { body: makeCase({ id: 17, isCancelled: true }) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel case 1017' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel Case' });
    expect(within(dialog).getByRole('textbox', { name: 'Cancellation reason' })).toHaveValue(
      'Client request',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep case' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel Case' })).not.toBeInTheDocument(),
    );
    expect(calls(fetchMock, '/api/cases/17/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel case 1017' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel Case' });
    const reason = within(dialog).getByRole('textbox', { name: 'Cancellation reason' });
    await user.clear(reason);
    expect(within(dialog).getByRole('button', { name: 'Cancel Case' })).toBeDisabled();
    expect(within(dialog).getByText('Please give a reason for cancelling the case.')).toBeInTheDocument();
    await user.type(reason, 'Client went elsewhere');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Case' }));

    expect(await screen.findByText('Case 1017 cancelled')).toBeInTheDocument();
    expect(sent).toEqual({ cancellationReason: 'Client went elsewhere' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel Case' })).not.toBeInTheDocument(),
    );
  });

  it("keeps the cancel dialog open and shows the server's refusal", async () => {
    const admin = makeUser({ role: 'admin' });
    const { user } = setup(admin, [makeCase({ id: 18, bhrukId: '1018' })], {
      'POST /api/cases/18/cancel': { status: 400, body: { message: 'Sent cases cannot be cancelled.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel case 1018' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Case' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Case' }));
    expect(await screen.findByText('Sent cases cannot be cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Cancel Case' })).toBeInTheDocument();
  });
});
