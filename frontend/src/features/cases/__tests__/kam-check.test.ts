import { expectedKamId, kamCheck } from '@/features/cases/rules/kam-check';

describe('expectedKamId', () => {
  it('is the first run of digits in the OB Link', () => {
    expect(expectedKamId('https://ob.example.com/users/12345/acc/99')).toBe('12345');
  });

  it('is Not Known without digits', () => {
    expect(expectedKamId('https://ob.example.com/users/abc')).toBe('Not Known');
    expect(expectedKamId(null)).toBe('Not Known');
  });
});

describe('kamCheck (guide: labels#validation)', () => {
  it('is valid with no OB Link', () => {
    expect(kamCheck('123', '')).toEqual({
      status: 'valid',
      message: 'No OB Link provided',
      expected: 'Not Known',
    });
    expect(kamCheck('123', null)).toEqual({
      status: 'valid',
      message: 'No OB Link provided',
      expected: 'Not Known',
    });
  });

  it('treats the manual placeholder OB Link as none, as the server does', () => {
    expect(kamCheck('123', 'N/A (Statements)').message).toBe('No OB Link provided');
  });

  it('is valid when the KAM ID equals the expected one (trimmed)', () => {
    expect(kamCheck(' 555 ', 'x/555/y')).toEqual({
      status: 'valid',
      message: 'KAM ID matches OB Link',
      expected: '555',
    });
  });

  it('is valid when an OB Link without digits has KAM ID Not Known', () => {
    expect(kamCheck('Not Known', 'https://ob/abc').status).toBe('valid');
  });

  it('is an error when the OB Link has no digits but the KAM ID is not Not Known', () => {
    expect(kamCheck('123', 'https://ob/abc')).toEqual({
      status: 'error',
      message: 'OB Link has no numbers, KAM ID should be "Not Known"',
      expected: 'Not Known',
    });
  });

  it('is a warning naming the expected ID otherwise', () => {
    expect(kamCheck('999', 'https://ob/users/555')).toEqual({
      status: 'warning',
      message: "KAM ID doesn't match OB Link (expected: 555)",
      expected: '555',
    });
    expect(kamCheck('', 'https://ob/users/555').status).toBe('warning');
  });
});
