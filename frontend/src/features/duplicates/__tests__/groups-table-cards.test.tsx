import { DuplicateGroupsTable } from '@/features/duplicates/components/duplicate-groups-table';
import { renderWithProviders, screen, within } from '@/testing/test-utils';
import { setScreenWidth } from '@/testing/screen-width';
import type { DuplicateGroup } from '@/types/api';

describe('the duplicate groups on a phone', () => {
  it('shows the duplicate groups as cards with Review and Dismiss', () => {
    setScreenWidth(true);
    const group: DuplicateGroup = {
      identifier: '111',
      identifierType: 'kamId',
      caseCount: 2,
      lastUpdated: '2026-11-20T10:00:00Z',
    } as DuplicateGroup;
    renderWithProviders(
      <DuplicateGroupsTable
        groups={[group]}
        canDismiss
        dismissing={null}
        onReview={() => {}}
        onDismiss={() => {}}
      />,
    );
    const actions = screen.getByRole('group', { name: 'Actions for KAM ID 111' });
    expect(within(actions).getByRole('button', { name: 'Review KAM ID 111' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Dismiss KAM ID 111' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
