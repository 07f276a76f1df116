import { PortalCasesTable } from '@/features/portal/components/portal-cases-table';
import { makeCase } from '@/testing/data-generators';
import { setScreenWidth } from '@/testing/screen-width';
import { renderWithProviders, screen, within } from '@/testing/test-utils';

// A client's answers carry no assignee (the server's rule); even if one came, the portal would not show it.
const c = makeCase({
  id: 51,
  assignee: { id: 3, name: 'Sam Staff' },
  turnaround: {
    targetDays: 10,
    startedAt: '2026-11-20T10:00:00Z',
    dueDate: '2026-12-04',
    workingDaysUsed: 8,
    workingDaysPaused: 0,
    state: 'due_soon',
  },
});

function renderList() {
  return renderWithProviders(
    <PortalCasesTable cases={[c]} sortBy="createdAt" sortOrder="desc" onSort={() => {}} />,
  );
}

describe('the portal shows the turnaround clock, never the handler', () => {
  it('in the table', () => {
    setScreenWidth(false);
    renderList();
    const table = screen.getByRole('table', { name: 'Your cases' });
    expect(within(table).getByRole('columnheader', { name: 'Due' })).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: 'Due 04/12/2026, Due soon' })).toBeInTheDocument();
    expect(table).not.toHaveTextContent('Sam Staff');
    expect(table).not.toHaveTextContent('Assignee');
  });

  it('on the phone’s cards', () => {
    setScreenWidth(true);
    renderList();
    const card = screen.getByRole('listitem', { name: 'Case 1051' });
    expect(within(card).getByRole('img', { name: 'Due 04/12/2026, Due soon' })).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Sam Staff');
  });
});
