import MergedCancelledCardDefault, { MergedCancelledCard } from '@/components/overview/merged-cancelled-card';
import { renderWithProviders, screen } from '@/testing/test-utils';
import type { Stats } from '@/types/api';

const stats: Stats = {
  total: 10,
  needInstructions: 0,
  onHold: 0,
  inProduction: 0,
  completed: 0,
  mergedOnly: 5,
  cancelledOnly: 3,
  cancelledAndMerged: 1,
  overdue: 0,
  dueSoon: 0,
};

describe('MergedCancelledCard', () => {
  it('is also the default export (for React.lazy)', () => {
    expect(MergedCancelledCardDefault).toBe(MergedCancelledCard);
  });

  it('lists Merged Only, Cancelled Only and Both with their counts', () => {
    renderWithProviders(<MergedCancelledCard stats={stats} />);
    expect(screen.getByText('Merged & Cancelled')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['● Merged Only: 5', '● Cancelled Only: 3', '● Both: 1']);
  });

  it('says None instead of an empty pie', () => {
    renderWithProviders(
      <MergedCancelledCard stats={{ ...stats, mergedOnly: 0, cancelledOnly: 0, cancelledAndMerged: 0 }} />,
    );
    expect(screen.getByText('None')).toBeInTheDocument();
  });
});
