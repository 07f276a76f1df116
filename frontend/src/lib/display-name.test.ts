import { displayName } from '@/lib/display-name';

describe('displayName', () => {
  it('joins first and last name', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.io' })).toBe('Ada Lovelace');
  });

  it('uses what exists and falls back to the e-mail', () => {
    expect(displayName({ firstName: 'Ada', lastName: null, email: 'ada@x.io' })).toBe('Ada');
    expect(displayName({ firstName: '', lastName: null, email: 'ada@x.io' })).toBe('ada@x.io');
  });
});
