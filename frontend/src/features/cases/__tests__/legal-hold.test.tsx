/** guide: workflow#legal-hold: a case under legal hold offers no Delete, Cancel or Merge, and its identity fields are
 * read-only. */
import { BulkBar } from '@/features/cases/components/bulk-bar';
import { CaseCards } from '@/features/cases/components/case-cards';
import { CaseTable, type CaseTableProps } from '@/features/cases/components/case-table';
import EditCaseDialog from '@/features/cases/components/edit-case-dialog';
import { bulkHoldNote, holdBlocks, holdSummary } from '@/features/cases/rules/legal-hold';
import { rowActions } from '@/features/cases/rules/row-actions';
import { makeCase, makeSentCase } from '@/testing/data-generators';
import type { Case } from '@/types/api';
import {
  makeUser,
  mockFetch,
  renderWithProviders,
  screen,
  signIn,
  waitFor,
  within,
} from '@/testing/test-utils';

const ALL = ['lock', 'view', 'edit', 'delete', 'cancel'] as const;

function listProps(cases = [makeCase()], onAction = vi.fn()): CaseTableProps {
  return {
    cases,
    sortBy: 'bhrukId',
    sortOrder: 'desc',
    onSort: () => {},
    selection: {},
    onSelectionChange: () => {},
    actionsFor: () => [...ALL],
    onAction,
  };
}

describe('legal hold rules', () => {
  it('blocks delete, cancel and merge of a held case only, saying why', () => {
    const held = { legalHold: true };
    expect(holdBlocks(held, 'delete')).toBe('Under legal hold: cannot be deleted');
    expect(holdBlocks(held, 'cancel')).toBe('Under legal hold: cannot be cancelled');
    expect(holdBlocks(held, 'merge')).toBe('Under legal hold: cannot be merged');
    for (const action of ['lock', 'unlock', 'view', 'edit', 'restore', 'status'] as const) {
      expect(holdBlocks(held, action)).toBeNull();
    }
    expect(holdBlocks({ legalHold: false }, 'delete')).toBeNull();
    expect(holdBlocks({}, 'delete')).toBeNull();
  });

  it('sums up what the hold stops among the offered actions', () => {
    expect(holdSummary({ legalHold: true }, [...ALL])).toBe(
      'Under legal hold: cannot be deleted or cancelled',
    );
    expect(holdSummary({ legalHold: true }, ['delete', 'cancel', 'merge'])).toBe(
      'Under legal hold: cannot be deleted, cancelled or merged',
    );
    expect(holdSummary({ legalHold: true }, ['view', 'edit'])).toBeNull();
    expect(holdSummary({ legalHold: false }, [...ALL])).toBeNull();
  });

  it('warns the bulk bar about held cases among the selection for delete and cancel', () => {
    expect(bulkHoldNote('delete', 1)).toBe('1 selected case is under legal hold and will not be deleted.');
    expect(bulkHoldNote('cancel', 2)).toBe(
      '2 selected cases are under legal hold and will not be cancelled.',
    );
    expect(bulkHoldNote('delete', 0)).toBeNull();
    expect(bulkHoldNote('lock', 3)).toBeNull();
  });

  it('keeps the work on a held case open: edit, lock and restore stay offered', () => {
    const who = { can: () => true, canAssignRoles: true, isClient: false };
    expect(rowActions(makeCase({ legalHold: true }), who)).toEqual([
      'lock',
      'view',
      'edit',
      'delete',
      'cancel',
    ]);
  });
});

describe('a held case in the case list', () => {
  it('shows Delete and Cancel disabled with the reason, and a click does nothing', async () => {
    const held = makeCase({ bhrukId: '4001', legalHold: true });
    const free = makeCase({ bhrukId: '4002' });
    const onAction = vi.fn();
    const { user } = renderWithProviders(<CaseTable {...listProps([held, free], onAction)} />);

    const remove = screen.getByRole('button', {
      name: 'Delete case 4001 (under legal hold: cannot be deleted)',
    });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    const cancel = screen.getByRole('button', {
      name: 'Cancel case 4001 (under legal hold: cannot be cancelled)',
    });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await user.click(remove);
    await user.click(cancel);
    expect(onAction).not.toHaveBeenCalled();

    await user.hover(remove);
    expect(await screen.findByText('Under legal hold: cannot be deleted')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit case 4001' }));
    expect(onAction).toHaveBeenLastCalledWith('edit', held);
    const freeDelete = screen.getByRole('button', { name: 'Delete case 4002' });
    expect(freeDelete).not.toHaveAttribute('aria-disabled');
    await user.click(freeDelete);
    expect(onAction).toHaveBeenLastCalledWith('delete', free);
  });

  it("writes the reason out on a phone's card", async () => {
    const held = makeCase({ bhrukId: '4001', legalHold: true });
    const onAction = vi.fn();
    const { user } = renderWithProviders(<CaseCards {...listProps([held], onAction)} />);
    const card = screen.getByRole('listitem', { name: 'Case 4001' });
    expect(within(card).getByText('Legal hold')).toBeInTheDocument();
    expect(within(card).getByText('Under legal hold: cannot be deleted or cancelled')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /^Delete case 4001/ }));
    expect(onAction).not.toHaveBeenCalled();
  });
});

describe('the bulk bar with held cases selected', () => {
  it('disables Delete and Cancel when every selected case is held', () => {
    renderWithProviders(
      <BulkBar
        count={2}
        held={2}
        actions={['lock', 'cancel', 'delete']}
        pending={false}
        onRun={async () => {}}
        onClearSelection={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute(
      'title',
      'Under legal hold: cannot be deleted',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Lock' })).toBeEnabled();
  });

  it('says in the confirmation how many selected cases the hold keeps out', async () => {
    const { user } = renderWithProviders(
      <BulkBar
        count={3}
        held={1}
        actions={['delete']}
        pending={false}
        onRun={async () => {}}
        onClearSelection={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Cases' });
    expect(dialog).toHaveTextContent(
      'Delete 3 selected cases? This action cannot be undone. 1 selected case is under legal hold and will not be deleted.',
    );
  });
});

function openEditDialog(caseData: Case) {
  const user = makeUser({ role: 'admin' });
  signIn(user);
  mockFetch({
    'GET /api/auth/user': { body: user },
    'GET /api/my-permissions': { status: 500, body: 'x' },
    'GET /api/kams': { body: [{ id: 1, kamId: 'KAM001' }] },
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  renderWithProviders(<EditCaseDialog caseData={caseData} opened onClose={() => {}} />);
}

describe('the Edit Case dialog of a held case', { timeout: 30_000 }, () => {
  it('shows the identity fields read-only with the reason; the work fields stay editable', async () => {
    openEditDialog(makeSentCase({ legalHold: true }));
    await screen.findByRole('dialog', { name: 'Edit Case' });
    // The admin's permissions load first (until then the dialog shows the staff variant).
    await waitFor(
      () => expect(screen.getByRole('textbox', { name: 'Invoice Number' })).not.toHaveAttribute('readonly'),
      { timeout: 5000 },
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'Under legal hold: Company, Client Name, KAM ID and BHR UK ID cannot be changed.',
    );
    for (const name of ['Company', 'Client Name', 'KAM ID', 'BHR UK ID']) {
      const input = screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
      expect(input).toHaveAttribute('readonly');
      expect(input).toHaveAccessibleDescription(expect.stringContaining('Under legal hold'));
    }
    expect(screen.queryByRole('group', { name: 'Quick-select KAM ID' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Current Status' })).toBeEnabled();
  });

  it('leaves the identity fields of a case without a hold editable', async () => {
    openEditDialog(makeSentCase());
    await screen.findByRole('dialog', { name: 'Edit Case' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Client Name' })).not.toHaveAttribute('readonly');
  });
});
