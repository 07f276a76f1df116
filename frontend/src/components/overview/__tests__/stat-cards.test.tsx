import { StatCards } from '@/components/overview/stat-cards';
import { renderWithProviders, screen, within } from '@/testing/test-utils';
import type { Stats } from '@/types/api';

const stats: Stats = {
  total: 1234,
  needInstructions: 4,
  onHold: 3,
  inProduction: 2,
  completed: 1,
  mergedOnly: 0,
  cancelledOnly: 0,
  cancelledAndMerged: 0,
  overdue: 0,
  dueSoon: 0,
};

describe('StatCards', () => {
  it('shows the five cards with their counts', () => {
    renderWithProviders(<StatCards stats={stats} />);
    expect(screen.getByTestId('stat-all')).toHaveTextContent('Total Cases1,234');
    expect(screen.getByTestId('stat-need_instructions')).toHaveTextContent('Need Instructions4');
    expect(screen.getByTestId('stat-on_hold')).toHaveTextContent('On Hold3');
    expect(screen.getByTestId('stat-in_production')).toHaveTextContent('In Production2');
    expect(screen.getByTestId('stat-sent')).toHaveTextContent('Completed1');
  });

  it('reads Filtered Cases when a filter is active', () => {
    renderWithProviders(<StatCards stats={stats} filtered />);
    expect(screen.getByText('Filtered Cases')).toBeInTheDocument();
    expect(screen.queryByText('Total Cases')).not.toBeInTheDocument();
  });

  it('is not clickable without onSelect', () => {
    renderWithProviders(<StatCards stats={stats} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('selects the status of the clicked card; Total selects all', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithProviders(
      <StatCards stats={stats} activeStatus="on_hold" onSelect={onSelect} />,
    );
    await user.click(screen.getByRole('button', { name: /Need Instructions/ }));
    await user.click(screen.getByRole('button', { name: /Completed/ }));
    await user.click(screen.getByRole('button', { name: /Total Cases/ }));
    expect(onSelect.mock.calls).toEqual([['need_instructions'], ['sent'], ['all']]);
    expect(screen.getByRole('button', { name: /On Hold/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /In Production/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows dashes while loading', () => {
    renderWithProviders(<StatCards stats={undefined} />);
    expect(within(screen.getByTestId('stat-all')).getByText('–')).toBeInTheDocument();
  });
});
