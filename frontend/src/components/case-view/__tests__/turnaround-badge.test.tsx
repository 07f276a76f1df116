import { TurnaroundBadge } from '@/components/case-view/turnaround-badge';
import { renderWithProviders, screen } from '@/testing/test-utils';
import { TURNAROUND_STATES, type Turnaround } from '@/types/api';

const clock: Turnaround = {
  targetDays: 10,
  startedAt: '2026-11-20T10:00:00Z',
  dueDate: '2026-12-04',
  workingDaysUsed: 3,
  workingDaysPaused: 0,
  state: 'on_track',
};

const WORDS = ['Overdue', 'Due soon', 'On track', 'Paused', 'Met', 'Missed', 'Not started'];

describe('TurnaroundBadge', () => {
  it('shows every state in words with the due date, named as one', () => {
    TURNAROUND_STATES.forEach((state, i) => {
      const { unmount } = renderWithProviders(<TurnaroundBadge turnaround={{ ...clock, state }} />);
      const badge = screen.getByRole('img', { name: `Due 04/12/2026, ${WORDS[i]}` });
      expect(badge).toHaveTextContent(`${WORDS[i]}Due 04/12/2026`);
      unmount();
    });
  });

  it('shows the word alone when there is no due date, and a dash without a clock', () => {
    const { unmount } = renderWithProviders(
      <TurnaroundBadge turnaround={{ ...clock, state: 'not_started', dueDate: null }} />,
    );
    expect(screen.getByRole('img', { name: 'Not started' })).toHaveTextContent(/^Not started$/);
    unmount();
    renderWithProviders(
      <p>
        <TurnaroundBadge turnaround={undefined} />
      </p>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
