import { TurnaroundSection } from '@/features/reports/components/turnaround-section';
import type { TurnaroundReport } from '@/types/turnaround';
import { mockFetch, renderWithProviders, screen, within } from '@/testing/test-utils';

const report: TurnaroundReport = {
  rows: [
    {
      month: '2026-09',
      company: 'Kind',
      sent: 4,
      onTime: 1,
      onTimeRate: 0.25,
      medianWorkingDays: 12.5,
      medianPausedDays: 0,
    },
    {
      month: '2026-10',
      company: 'All companies',
      sent: 12,
      onTime: 10,
      onTimeRate: 0.833,
      medianWorkingDays: 7,
      medianPausedDays: 1,
    },
  ],
};

describe('TurnaroundSection', () => {
  it('asks for the range as months and tabulates each month and company', async () => {
    const fetchMock = mockFetch({ 'GET /api/reports/turnaround': { body: report } });
    renderWithProviders(
      <TurnaroundSection filters={{ company: 'Kind', dateFrom: '2026-01-15', dateTo: '2026-11-02' }} />,
    );
    const section = await screen.findByRole('region', { name: 'Turnaround' });
    const table = within(section).getByRole('table', { name: 'Turnaround numbers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Month',
      'Company',
      'Sent',
      'On time',
      'On-time rate',
      'Median working days',
      'Median days paused',
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Oct 2026', 'All companies', '12', '10', '83.3%', '7', '1'],
      ['Sep 2026', 'Kind', '4', '1', '25%', '12.5', '0'],
    ]);
    expect(within(section).getByLabelText('On-time rate chart')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ company: 'Kind', from: '2026-01', to: '2026-11' });
  });

  it('says when nothing was sent', async () => {
    mockFetch({ 'GET /api/reports/turnaround': { body: { rows: [] } } });
    renderWithProviders(<TurnaroundSection filters={{ company: '', dateFrom: '', dateTo: '' }} />);
    expect(await screen.findByText('No case was sent in this range.')).toBeInTheDocument();
  });

  it('says when this report alone failed', async () => {
    mockFetch({ 'GET /api/reports/turnaround': { status: 500, body: { message: 'Database busy.' } } });
    renderWithProviders(<TurnaroundSection filters={{ company: '', dateFrom: '', dateTo: '' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database busy.');
  });
});
