import { useState } from 'react';

import { UkDateInput } from '@/components/ui/uk-date-input';
import { renderWithProviders, screen } from '@/testing/test-utils';

function Harness({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('2026-06-01');
  return (
    <UkDateInput
      label="From"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('UkDateInput', { timeout: 30_000 }, () => {
  it('shows the YYYY-MM-DD value as dd/mm/yyyy and reads typed dates day first', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Harness onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'From' });
    expect(input).toHaveValue('01/06/2026');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');

    await user.clear(input);
    await user.type(input, '03/01/2026');

    expect(onValue).toHaveBeenLastCalledWith('2026-01-03');
    await user.tab();
    expect(input).toHaveValue('03/01/2026');
  });
});
