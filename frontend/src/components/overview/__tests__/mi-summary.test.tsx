import { MiSummary } from '@/components/overview/mi-summary';
import { countMi, summariseMi } from '@/components/overview/mi-summary-rules';
import { renderWithProviders, screen } from '@/testing/test-utils';
import type { CaseStatus, MiType } from '@/types/api';

const item = (currentStatus: CaseStatus, miType: MiType | null) => ({ currentStatus, miType });

describe('countMi and summariseMi', () => {
  it('counts only sent cases with an MI type and rounds the percentages', () => {
    const cases = [
      item('sent', 'deficit'),
      item('sent', 'deficit'),
      item('sent', 'surplus'),
      item('sent', null),
      item('in_production', 'deficit'),
      item('on_hold', 'surplus'),
    ];
    expect(countMi(cases)).toEqual({ deficit: 2, surplus: 1 });
    expect(summariseMi(countMi(cases))).toEqual({
      total: 3,
      deficit: 2,
      surplus: 1,
      deficitPercent: 67,
      surplusPercent: 33,
    });
  });

  it('is null when no sent case is classified', () => {
    expect(summariseMi({ deficit: 0, surplus: 0 })).toBeNull();
    expect(summariseMi(countMi([item('sent', null), item('in_production', 'deficit')]))).toBeNull();
  });
});

describe('MiSummary', () => {
  it('shows counts and percentages of deficit and surplus', () => {
    renderWithProviders(<MiSummary counts={{ deficit: 1, surplus: 3 }} />);
    const section = screen.getByRole('region', { name: 'MI Classification Summary' });
    expect(section).toHaveTextContent('Impecunious (deficit)1(25%)');
    expect(section).toHaveTextContent('Impecunious (STUS) (surplus)3(75%)');
  });

  it('renders nothing when there are no classified sent cases', () => {
    renderWithProviders(<MiSummary counts={{ deficit: 0, surplus: 0 }} />);
    expect(screen.queryByText('MI Classification Summary')).not.toBeInTheDocument();
  });

  it('renders nothing while the counts are unknown', () => {
    renderWithProviders(<MiSummary counts={null} />);
    expect(screen.queryByText('MI Classification Summary')).not.toBeInTheDocument();
  });
});
