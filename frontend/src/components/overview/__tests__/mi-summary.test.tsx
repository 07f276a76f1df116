import { MiSummary } from '@/components/overview/mi-summary';
import { summariseMi } from '@/components/overview/mi-summary-rules';
import { renderWithProviders, screen } from '@/testing/test-utils';
import type { CaseStatus, MiType } from '@/types/api';

const item = (currentStatus: CaseStatus, miType: MiType | null) => ({ currentStatus, miType });

describe('summariseMi', () => {
  it('counts only sent cases with an MI type and rounds the percentages', () => {
    const cases = [
      item('sent', 'deficit'),
      item('sent', 'deficit'),
      item('sent', 'surplus'),
      item('sent', null),
      item('in_production', 'deficit'),
      item('on_hold', 'surplus'),
    ];
    expect(summariseMi(cases)).toEqual({
      total: 3,
      deficit: 2,
      surplus: 1,
      deficitPercent: 67,
      surplusPercent: 33,
    });
  });

  it('is null when no sent case is classified', () => {
    expect(summariseMi([])).toBeNull();
    expect(summariseMi([item('sent', null), item('in_production', 'deficit')])).toBeNull();
  });
});

describe('MiSummary', () => {
  it('shows counts and percentages of deficit and surplus', () => {
    renderWithProviders(
      <MiSummary
        cases={[
          item('sent', 'deficit'),
          item('sent', 'surplus'),
          item('sent', 'surplus'),
          item('sent', 'surplus'),
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'MI Classification Summary' });
    expect(section).toHaveTextContent('Impecunious (deficit)1(25%)');
    expect(section).toHaveTextContent('Impecunious (STUS) (surplus)3(75%)');
  });

  it('renders nothing when there are no classified sent cases', () => {
    renderWithProviders(<MiSummary cases={[item('in_production', null)]} />);
    expect(screen.queryByText('MI Classification Summary')).not.toBeInTheDocument();
  });
});
