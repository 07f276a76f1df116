import {
  COMPANY_MESSAGE,
  DAYS_MESSAGE,
  DUPLICATE_MESSAGE,
  serverTurnaroundErrors,
  toForm,
  toPayload,
  validateTurnaround,
  type TurnaroundForm,
} from '@/features/settings/rules';

const form = (overrides: Partial<TurnaroundForm> = {}): TurnaroundForm => ({
  defaultTargetDays: 10,
  companies: [
    { key: 'a', company: 'Kind', days: 5 },
    { key: 'b', company: 'Acme', days: 20 },
  ],
  ...overrides,
});

describe('turnaround targets form', () => {
  it('starts from the stored targets, companies A-Z', () => {
    const start = toForm({ defaultTargetDays: 10, companies: { Kind: 5, acme: 20 } });
    expect(start.defaultTargetDays).toBe(10);
    expect(start.companies.map(({ company, days }) => [company, days])).toEqual([
      ['acme', 20],
      ['Kind', 5],
    ]);
  });

  it('accepts whole numbers of working days from 1 to 250', () => {
    expect(validateTurnaround(form())).toEqual({});
    expect(validateTurnaround(form({ defaultTargetDays: 250 }))).toEqual({});
    for (const bad of [0, 251, 2.5, '' as const])
      expect(validateTurnaround(form({ defaultTargetDays: bad }))).toEqual({
        defaultTargetDays: DAYS_MESSAGE,
      });
  });

  it('asks each row for a company, once, and its days', () => {
    const errors = validateTurnaround(
      form({
        companies: [
          { key: 'a', company: 'Kind', days: 5 },
          { key: 'b', company: null, days: 5 },
          { key: 'c', company: 'kind', days: 300 },
        ],
      }),
    );
    expect(errors).toEqual({
      'company-b': COMPANY_MESSAGE,
      'company-c': DUPLICATE_MESSAGE,
      'days-c': DAYS_MESSAGE,
    });
  });

  it('sends the default and a company-to-days map', () => {
    expect(toPayload(form())).toEqual({ defaultTargetDays: 10, companies: { Kind: 5, Acme: 20 } });
    expect(toPayload(form({ companies: [] }))).toEqual({ defaultTargetDays: 10, companies: {} });
  });

  it("puts the server's errors on the fields they name", () => {
    const f = form();
    expect(serverTurnaroundErrors({ defaultTargetDays: ['Too many.'] }, f)).toEqual({
      defaultTargetDays: 'Too many.',
    });
    expect(serverTurnaroundErrors({ companies: { Kind: ['No such company.'] } }, f)).toEqual({
      'days-a': 'No such company.',
    });
    expect(serverTurnaroundErrors({ 'companies.Acme': 'Too many.' }, f)).toEqual({ 'days-b': 'Too many.' });
    expect(serverTurnaroundErrors({ companies: ['Too many companies.'] }, f)).toEqual({
      companies: 'Too many companies.',
    });
    expect(serverTurnaroundErrors({ companies: { Gone: ['Unknown.'] } }, f)).toEqual({
      companies: 'Gone: Unknown.',
    });
    expect(serverTurnaroundErrors(null, f)).toEqual({});
  });
});
