import type { RowSelectionState } from '@tanstack/react-table';

import { CaseCards } from '@/features/cases/components/case-cards';
import type { CaseTableProps } from '@/features/cases/components/case-table';
import { FilterPanel } from '@/features/cases/components/filter-panel';
import { DEFAULT_FILTERS } from '@/features/cases/rules/table-state';
import { renderWithProviders, screen, within } from '@/testing/test-utils';
import { makeCase } from '@/testing/data-generators';

function renderCards(overrides: Partial<CaseTableProps> = {}) {
  const props: CaseTableProps = {
    cases: [
      makeCase({
        id: 1,
        widget: 'Acme Ltd',
        clientName: 'Holding Ltd',
        bhrukId: '4101',
        kamId: '77',
        currentStatus: 'on_hold',
        onHoldReason: 'more_account',
        instructed: true,
      }),
      // documentsCount: until the regenerated schema gives Case the field (rules/documents documentsCount).
      {
        ...makeCase({
          id: 2,
          widget: 'Beta Corp',
          clientName: 'Other Ltd',
          bhrukId: '4102',
          isLocked: true,
          isDuplicateKamId: true,
          duplicateKamIdCount: 2,
        }),
        documentsCount: 1,
        requestState: 'received',
      } as ReturnType<typeof makeCase>,
    ],
    sortBy: 'bhrukId',
    sortOrder: 'desc',
    onSort: vi.fn(),
    selection: {},
    onSelectionChange: vi.fn(),
    actionsFor: (c) => (c.isLocked ? ['unlock', 'view'] : ['lock', 'view', 'edit']),
    onAction: vi.fn(),
    selectable: true,
    ...overrides,
  };
  return { ...renderWithProviders(<CaseCards {...props} />), props };
}

const card = (name: string) => screen.getByRole('listitem', { name: `Case ${name}` });

describe('CaseCards (the dashboard on a phone)', () => {
  it('shows company, client, BHR UK ID, KAM ID, status with the on-hold reason and the flags', () => {
    renderCards();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const first = card('4101');
    for (const text of ['Acme Ltd', 'Holding Ltd', '4101', '77', 'On Hold', 'More Accounts to Connect']) {
      expect(first).toHaveTextContent(text);
    }
    expect(within(first).getByText('Instructed').nextSibling).toHaveTextContent('Yes');
    expect(within(first).getByText('Lock Status').nextSibling).toHaveTextContent('Open');
    const second = card('4102');
    expect(within(second).getByText('Lock Status').nextSibling).toHaveTextContent('Locked');
    expect(within(second).getByRole('img', { name: /Duplicate KAM ID: 2 cases/ })).toBeInTheDocument();
    // The documents' paperclip, named in words, only on a case that has some.
    expect(within(second).getByRole('img', { name: '1 document' })).toBeInTheDocument();
    expect(within(first).queryByRole('img', { name: /document/ })).toBeNull();
    // The requests' marker, in words.
    expect(within(second).getByText('Documents received')).toBeInTheDocument();
    expect(within(first).queryByText('Documents received')).toBeNull();
  });

  it("runs the row's actions for the card they are on", async () => {
    const { user, props } = renderCards();
    await user.click(within(card('4101')).getByRole('button', { name: 'Edit case 4101' }));
    expect(props.onAction).toHaveBeenCalledWith('edit', props.cases[0]);
    await user.click(within(card('4102')).getByRole('button', { name: 'Unlock case 4102' }));
    expect(props.onAction).toHaveBeenLastCalledWith('unlock', props.cases[1]);
    expect(within(card('4102')).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('selects one card or all of them, with the same selection state as the table', async () => {
    const { user, props } = renderCards({ selection: { '2': true } as RowSelectionState });
    expect(within(card('4102')).getByRole('checkbox', { name: 'Select case 4102' })).toBeChecked();
    const all = screen.getByRole('checkbox', { name: 'Select all cases on this page' });
    expect(all).toHaveProperty('indeterminate', true);
    await user.click(within(card('4101')).getByRole('checkbox', { name: 'Select case 4101' }));
    expect(props.onSelectionChange).toHaveBeenLastCalledWith({ '1': true, '2': true });
    await user.click(all);
    expect(props.onSelectionChange).toHaveBeenLastCalledWith({ '1': true, '2': true });
    await user.click(within(card('4102')).getByRole('checkbox', { name: 'Select case 4102' }));
    expect(props.onSelectionChange).toHaveBeenLastCalledWith({});
  });

  it('offers no checkboxes to a user without a bulk action', () => {
    renderCards({ selectable: false });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('sorts by Created At and BHR UK ID like the table headers', async () => {
    const { user, props } = renderCards();
    expect(screen.getByRole('button', { name: 'Sort by BHR UK ID, descending' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Sort by Created At' }));
    expect(props.onSort).toHaveBeenCalledWith('createdAt');
  });

  it('says when there is nothing to show', () => {
    renderCards({ cases: [], loading: true });
    expect(screen.getByText('Loading cases...')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all cases on this page' })).toBeDisabled();
  });
});

describe('FilterPanel on a phone', () => {
  it('folds the fields behind a Filters button that counts the active ones', async () => {
    const onClear = vi.fn();
    const { user } = renderWithProviders(
      <FilterPanel
        filters={{ ...DEFAULT_FILTERS, company: 'Acme Ltd', lockFilter: 'locked', request: 'overdue' }}
        companies={['Acme Ltd']}
        showMergedOption={false}
        onChange={() => {}}
        onClear={onClear}
        collapsible
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Show filters (3 active)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide filters (3 active)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('Acme Ltd');
    expect(screen.getByRole('combobox', { name: 'Requests' })).toHaveValue('overdue');
  });

  it('filters by requests: All, Open, Overdue, Received', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <FilterPanel
        filters={DEFAULT_FILTERS}
        companies={[]}
        showMergedOption={false}
        onChange={onChange}
        onClear={() => {}}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Requests' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Open', 'Overdue', 'Received']);
    await user.selectOptions(select, 'Received');
    expect(onChange).toHaveBeenLastCalledWith({ request: 'received' });
  });
});
