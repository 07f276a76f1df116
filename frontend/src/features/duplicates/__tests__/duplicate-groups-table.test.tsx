import { act, useState } from 'react';

import { DuplicateGroupsTable } from '@/features/duplicates/components/duplicate-groups-table';
import { renderWithProviders, screen } from '@/testing/test-utils';
import type { DuplicateGroup } from '@/types/api';

const group: DuplicateGroup = {
  identifier: '111',
  identifierType: 'kamId',
  caseCount: 2,
  lastUpdated: '2026-11-20T10:00:00Z',
};

describe('DuplicateGroupsTable', () => {
  it('keeps the focused Review button when its page draws again with new handlers', async () => {
    const reviewed: number[] = [];
    let drawAgain = () => {};
    // A parent that draws again with fresh handler functions, as the Duplicates page does on each refetch.
    function Harness() {
      const [draw, setDraw] = useState(1);
      drawAgain = () => setDraw((n) => n + 1);
      return (
        <DuplicateGroupsTable
          groups={[group]}
          canDismiss
          dismissing={null}
          onReview={() => reviewed.push(draw)}
          onDismiss={() => {}}
        />
      );
    }
    const { user } = renderWithProviders(<Harness />);
    const review = screen.getByRole('button', { name: 'Review KAM ID 111' });
    review.focus();

    act(() => drawAgain());
    expect(screen.getByRole('button', { name: 'Review KAM ID 111' })).toBe(review);
    expect(review).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(reviewed).toEqual([2]);
  });
});
