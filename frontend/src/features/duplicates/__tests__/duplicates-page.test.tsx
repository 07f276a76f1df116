import { act } from 'react';
import { notifications } from '@mantine/notifications';

import { DuplicatesPage } from '@/features/duplicates/components/duplicates-page';
import { STATIC_PERMISSIONS } from '@/lib/permissions';
import {
  configure,
  makeUser,
  mockFetch,
  renderWithProviders,
  screen,
  signIn,
  waitFor,
  within,
  type FakeHandler,
} from '@/testing/test-utils';
import type { Role, User } from '@/types/api';

import { makeCase } from './case-fixture';

afterEach(() => act(() => notifications.clean()));

const admin = makeUser({ id: 1, role: 'admin', firstName: 'Ada', lastName: 'Admin' });
const manager = makeUser({ id: 2, role: 'manager', firstName: 'Max', lastName: 'Manager' });

const grants = (role: Role) =>
  STATIC_PERMISSIONS[role].map((permission) => ({ role, permission, granted: true }));

const groups = [
  { identifier: '111', identifierType: 'kamId', caseCount: 2, lastUpdated: '2026-11-20T10:00:00Z' },
  {
    identifier: 'Jane Doe',
    identifierType: 'clientName',
    caseCount: 3,
    lastUpdated: '2026-11-19T10:00:00Z',
  },
];

/** The paged answer of GET /api/duplicates (guide: duplicates#duplicates-page), on one page of 25. */
const pageOf = (data: typeof groups, summary = { total: 2, kamId: 1, bhrukId: 0, clientName: 1 }) => ({
  data,
  pagination: {
    currentPage: 1,
    itemsPerPage: 25,
    totalItems: data.length,
    totalPages: 1,
    hasPreviousPage: false,
    hasNextPage: false,
  },
  summary,
});
const groupList = pageOf(groups);

const groupCases = [
  makeCase({ id: 11, bhrukId: '100', notes: '' }),
  makeCase({ id: 12, bhrukId: '200', notes: 'Second upload', createdAt: '2026-10-02T09:00:00Z' }),
];

type Handlers = Record<string, FakeHandler>;

function setup(user: User, handlers: Handlers = {}) {
  signIn(user);
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: user },
    'GET /api/my-permissions': { body: grants(user.role ?? 'client') },
    'GET /api/duplicates': { body: groupList },
    'GET /api/duplicates/kamId/111': { body: groupCases },
    ...handlers,
  });
  return { fetchMock, ...renderWithProviders(<DuplicatesPage />, { route: '/duplicates' }) };
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, prefix: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(prefix));

describe('DuplicatesPage', () => {
  it('denies a manager: Access Denied, and never asks for the groups', async () => {
    const { fetchMock } = setup(manager);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Access Denied');
    expect(alert).toHaveTextContent('Only administrators can access duplicate management');
    await waitFor(() => expect(calls(fetchMock, '/api/my-permissions')).toHaveLength(1));
    expect(calls(fetchMock, '/api/duplicates')).toHaveLength(0);
  });

  it('shows an admin the summary cards and the groups table, and filters by type', async () => {
    const { user, fetchMock } = setup(admin);
    const table = await screen.findByRole('table', { name: 'Duplicate groups' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Identifier', 'Type', 'Cases', 'Last Updated', 'Review', 'Dismiss']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('111KAM ID220/11/2026, 10:00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('Total Groups2');
    expect(screen.getByTestId('summary-clientName')).toHaveTextContent('Client Name Duplicates1');

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'KAM ID', hidden: true }));
    await waitFor(() =>
      expect(
        calls(fetchMock, '/api/duplicates?').filter(([url]) => String(url).includes('identifierType=kamId')),
      ).toHaveLength(1),
    );
  }, 20_000);

  it('dismisses a group, and toasts the failure', async () => {
    const { user, fetchMock } = setup(admin, {
      'POST /api/duplicates/dismiss': { status: 500, body: { message: 'boom' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Dismiss KAM ID 111' }));
    expect(await screen.findByText('Failed to dismiss duplicate')).toBeInTheDocument();
    const [, init] = calls(fetchMock, '/api/duplicates/dismiss')[0];
    expect(JSON.parse(String(init?.body))).toEqual({ identifier: '111', identifierType: 'kamId' });
  }, 20_000);

  it('merges: master, values, a required reason, then the group list again', async () => {
    let listCalls = 0;
    const { user, fetchMock } = setup(admin, {
      'GET /api/duplicates': () => {
        listCalls += 1;
        return { body: listCalls === 1 ? groupList : pageOf(groups.slice(1)) };
      },
      'POST /api/duplicates/merge': {
        body: { message: '1 case merged successfully', masterCase: groupCases[1], mergedCaseIds: [11] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Review KAM ID 111' }));
    expect(await screen.findByRole('heading', { name: 'Step 1: Select Master Case' })).toBeInTheDocument();
    const mergeButton = screen.getByRole('button', { name: 'Merge Cases' });
    expect(mergeButton).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /^BHR UK ID 200 · / }));
    // Step 2: the differing fields, pre-selected from the master.
    const bhruk = screen.getByRole('radiogroup', { name: 'BHRUK ID' });
    expect(within(bhruk).getByRole('radio', { name: /200/ })).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Company' })).not.toBeInTheDocument();
    await user.click(within(bhruk).getByRole('radio', { name: /100/ }));
    expect(mergeButton).toBeEnabled();

    await user.click(mergeButton);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Merge' });
    expect(dialog).toHaveTextContent('Cancelled cases can only be merged by staff and managers.');
    // The master as users know it, never a database id; the cases agree, so no warning.
    expect(dialog).toHaveTextContent(/merged into the master case BHR UK ID 200 · /);
    expect(dialog).not.toHaveTextContent('#12');
    expect(screen.queryByTestId('merge-mismatch')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Merge' }));
    expect(await within(dialog).findByText('Please provide a reason for merging')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/duplicates/merge')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason for merging/ }), 'Uploaded twice');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Merge' }));
    expect(await screen.findByText('1 case merged successfully')).toBeInTheDocument();
    const [, init] = calls(fetchMock, '/api/duplicates/merge')[0];
    expect(JSON.parse(String(init?.body))).toEqual({
      masterCaseId: 12,
      duplicateCaseIds: [11],
      mergedData: {
        createdAt: '2026-10-02T09:00:00Z',
        bhrukId: '100',
        notes: 'Second upload',
      },
      mergeReason: 'Uploaded twice',
    });
    const table = await screen.findByRole('table', { name: 'Duplicate groups' });
    await waitFor(() => expect(within(table).queryByText('111')).not.toBeInTheDocument());
    expect(within(table).getByText('Jane Doe')).toBeInTheDocument();
  }, 30_000);

  it('offers no merge while a case of the group is under legal hold, saying why', async () => {
    const { user, fetchMock } = setup(admin, {
      'GET /api/duplicates/kamId/111': { body: [groupCases[0], { ...groupCases[1], legalHold: true }] },
    });
    await user.click(await screen.findByRole('button', { name: 'Review KAM ID 111' }));
    await user.click(await screen.findByRole('radio', { name: /^BHR UK ID 100 · / }));

    const mergeButton = screen.getByRole('button', { name: 'Merge Cases' });
    expect(mergeButton).toBeDisabled();
    expect(mergeButton).toHaveAttribute('title', 'Under legal hold: cannot be merged');
    expect(mergeButton).toHaveAccessibleDescription(
      expect.stringContaining(
        'BHR UK ID 200 is under legal hold, so this group cannot be merged until the hold is lifted.',
      ),
    );
    expect(
      within(screen.getByRole('radio', { name: /^BHR UK ID 200 · / })).getByText('Legal hold'),
    ).toBeVisible();
    expect(calls(fetchMock, '/api/duplicates/merge')).toHaveLength(0);
  });

  it('warns before the confirm dialog when the cases differ in company or client', async () => {
    const { user } = setup(admin, {
      'GET /api/duplicates/kamId/111': {
        body: [groupCases[0], { ...groupCases[1], widget: 'Globex Plc', clientName: 'John Roe' }],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Review KAM ID 111' }));
    const warning = await screen.findByTestId('merge-mismatch');
    expect(warning).toHaveTextContent(
      `These cases belong to different companies (${groupCases[0].widget}, Globex Plc) and different clients (${groupCases[0].clientName}, John Roe). Merge them only if they are truly the same case.`,
    );
    // Step 2 names the cases holding each value by BHR UK ID.
    await user.click(screen.getByRole('radio', { name: /^BHR UK ID 200 · Globex Plc · John Roe$/ }));
    expect(screen.getAllByText('From 100').length).toBeGreaterThan(0);
    expect(screen.queryByText(/From #/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Merge Cases' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Merge' });
    expect(dialog).toHaveTextContent('Check before merging');
  }, 30_000);

  it('offers Undo in the Dismiss toast, which lists the group again', async () => {
    const { user, fetchMock } = setup(admin, {
      'POST /api/duplicates/dismiss': { body: { message: 'Duplicate group dismissed' } },
      'POST /api/duplicates/restore': { body: { message: 'Duplicate group restored' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Dismiss KAM ID 111' }));
    expect(await screen.findByText('Duplicate group dismissed: KAM ID 111.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Duplicate group restored')).toBeInTheDocument();
    const [, init] = calls(fetchMock, '/api/duplicates/restore')[0];
    expect(JSON.parse(String(init?.body))).toEqual({ identifier: '111', identifierType: 'kamId' });
  }, 30_000);

  it('toasts the server refusal of a merge', async () => {
    const { user } = setup(admin, {
      'POST /api/duplicates/merge': {
        status: 403,
        body: { message: 'Only managers and admins can merge cases' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Review KAM ID 111' }));
    await user.click(await screen.findByRole('radio', { name: /^BHR UK ID 100 · / }));
    await user.click(screen.getByRole('button', { name: 'Merge Cases' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Merge' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for merging/ }), 'dup');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Merge' }));
    expect(await screen.findByText('Only managers and admins can merge cases')).toBeInTheDocument();
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
  }, 30_000);

  it('asks the server for one page at a time, its sort and page size, and keeps counting every group', async () => {
    // A busy machine (Vitest runs files in parallel on 2 cores) renders 25 rows far slower than the default 1 s.
    configure({ asyncUtilTimeout: 10_000 });
    const many = { total: 60, kamId: 30, bhrukId: 10, clientName: 20 };
    const group = (n: number) => ({
      identifier: `K${n}`,
      identifierType: 'kamId',
      caseCount: 2,
      lastUpdated: '2026-11-20T10:00:00Z',
    });
    const { user, fetchMock } = setup(admin, {
      // The request's own URL: the last call on record may be another query fetched meanwhile.
      'GET /api/duplicates': (_init, url) => {
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        const data = Array.from({ length: limit }, (_, i) => group((page - 1) * limit + i + 1));
        return {
          body: {
            data,
            pagination: {
              currentPage: page,
              itemsPerPage: limit,
              totalItems: 60,
              totalPages: Math.ceil(60 / limit),
              hasPreviousPage: page > 1,
              hasNextPage: page * limit < 60,
            },
            summary: many,
          },
        };
      },
    });
    expect(await screen.findByRole('button', { name: 'Review KAM ID K1' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 25 of 60 groups')).toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('Total Groups60');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Review KAM ID K26' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review KAM ID K1' })).not.toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('Total Groups60');

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Most cases first', hidden: true }));
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Groups per page' }), '50');
    expect(await screen.findByText('Showing 1 to 50 of 60 groups')).toBeInTheDocument();

    const asked = calls(fetchMock, '/api/duplicates?').map(([url]) => new URL(String(url), 'http://x'));
    expect(asked.every((url) => url.searchParams.has('page'))).toBe(true);
    expect(asked.some((url) => url.searchParams.get('page') === '2')).toBe(true);
    const last = asked.at(-1);
    expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({
      page: '1',
      limit: '50',
      sortBy: 'caseCount',
      sortOrder: 'desc',
    });
    configure({ asyncUtilTimeout: 1000 });
  }, 30_000);
});
