import { act } from 'react';
import { notifications } from '@mantine/notifications';

import type { ImportBatch } from '@/features/imports/api/get-imports';
import { ImportsPage } from '@/features/imports/components/imports-page';
import { STATIC_PERMISSIONS } from '@/lib/permissions';
import {
  makeUser,
  mockFetch,
  renderWithProviders,
  screen,
  signIn,
  waitFor,
  within,
  type FakeResponse,
} from '@/testing/test-utils';
import type { Role, User } from '@/types/api';

afterEach(() => act(() => notifications.clean()));

const admin = makeUser({ id: 1, role: 'admin' });
const manager = makeUser({ id: 2, role: 'manager' });
const staff = makeUser({ id: 3, role: 'staff' });

const grants = (role: Role) =>
  STATIC_PERMISSIONS[role].map((permission) => ({ role, permission, granted: true }));

const batch = (overrides: Partial<ImportBatch> = {}): ImportBatch => ({
  id: 7,
  fileName: 'march.csv',
  importedBy: 'admin@example.com',
  importedAt: '2026-11-20T10:00:00Z',
  rows: 3,
  created: 2,
  skipped: 1,
  undone: false,
  undoneAt: null,
  undoneBy: '',
  undoReason: '',
  ...overrides,
});

const page = (data: ImportBatch[]) => ({
  data,
  pagination: {
    currentPage: 1,
    itemsPerPage: 25,
    totalItems: data.length,
    totalPages: 1,
    hasPreviousPage: false,
    hasNextPage: false,
  },
});

type Handlers = Record<string, FakeResponse | ((init: RequestInit) => FakeResponse)>;

function setup(user: User, handlers: Handlers = {}) {
  signIn(user);
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: user },
    'GET /api/my-permissions': { body: grants(user.role ?? 'client') },
    'GET /api/imports': {
      body: page([
        batch(),
        batch({
          id: 6,
          fileName: 'feb.csv',
          undone: true,
          undoneAt: '2026-11-19T09:00:00Z',
          undoneBy: 'admin@example.com',
          undoReason: 'Wrong month',
        }),
      ]),
    },
    ...handlers,
  });
  return { fetchMock, ...renderWithProviders(<ImportsPage />, { route: '/imports' }) };
}

async function openUndo(user: { click: (element: Element) => Promise<void> }) {
  const row = await screen.findByTestId('import-7', {}, { timeout: 5000 });
  await user.click(within(row).getByRole('button', { name: 'Undo march.csv' }));
}

const posts = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('ImportsPage', { timeout: 20_000 }, () => {
  it('lists the imports with their counts and state; Undo only for one not undone', async () => {
    setup(admin);
    const row = await screen.findByTestId('import-7');
    expect(row).toHaveTextContent('march.csv');
    expect(row).toHaveTextContent('admin@example.com');
    expect(row).toHaveTextContent('Imported');
    expect(within(row).getByRole('button', { name: 'Undo march.csv' })).toBeInTheDocument();
    const undone = screen.getByTestId('import-6');
    expect(undone).toHaveTextContent('Undone');
    expect(undone).toHaveTextContent('Wrong month');
    expect(within(undone).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2')).toBeInTheDocument();
  });

  it('asks for a reason, then undoes the import and says so', async () => {
    const { user, fetchMock } = setup(admin, {
      'POST /api/imports/7/undo': { body: batch({ undone: true, undoReason: 'Wrong file' }) },
    });
    await openUndo(user);
    const dialog = await screen.findByRole('dialog', { name: 'Undo import' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('This removes the 2 cases that march.csv created, all or nothing.');

    await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    expect(await within(dialog).findByText('Give a reason for undoing this import.')).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Wrong file ');
    await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));

    expect(await screen.findByText('Removed the 2 cases imported from march.csv.')).toBeInTheDocument();
    const [url, init] = posts(fetchMock)[0];
    expect(String(url)).toBe('/api/imports/7/undo');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Wrong file' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Undo import' })).not.toBeInTheDocument(),
    );
  });

  it('keeps the dialog open with the server refusal naming the changed cases', async () => {
    const message =
      'This import cannot be undone: 1 of its cases has been changed since it ran: 1000 (edited).';
    const { user } = setup(admin, { 'POST /api/imports/7/undo': { status: 409, body: { message } } });
    await openUndo(user);
    const dialog = await screen.findByRole('dialog', { name: 'Undo import' }, { timeout: 5000 });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong file');
    await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByText('Undo refused')).toBeInTheDocument();
  });

  it('shows a manager (upload, no delete) the list without Undo', async () => {
    setup(manager);
    const row = await screen.findByTestId('import-7');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('denies someone who may not upload, without asking for the list', async () => {
    const { fetchMock } = setup(staff);
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/my-permissions'))).toBe(true),
    );
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/imports'))).toBe(false);
  });
});
