import {
  addDialogBhrukInput,
  editFormBhrukInput,
  isKindCompany,
  savedBhrukId,
  withKindPrefix,
} from '@/features/cases/rules/kind-id';

describe('isKindCompany', () => {
  it('matches the company named Kind in any case, trimmed, and nothing else', () => {
    expect(isKindCompany('Kind')).toBe(true);
    expect(isKindCompany(' kind ')).toBe(true);
    expect(isKindCompany('KIND')).toBe(true);
    expect(isKindCompany('Kindly Ltd')).toBe(false);
    expect(isKindCompany('')).toBe(false);
    expect(isKindCompany(null)).toBe(false);
  });
});

describe('the manual dialog BHR UK ID input', () => {
  it('keeps digits only for the KIND company', () => {
    expect(addDialogBhrukInput('Kind', 'KIND12a3 ')).toBe('123');
  });

  it('leaves any other company untouched', () => {
    expect(addDialogBhrukInput('Acme Ltd', 'AB-12 ')).toBe('AB-12 ');
  });

  it('adds the KIND prefix on save when it is missing', () => {
    expect(withKindPrefix('Kind', '123')).toBe('KIND123');
    expect(withKindPrefix('kind', ' 123 ')).toBe('KIND123');
    expect(withKindPrefix('Kind', 'kind123')).toBe('KIND123');
    expect(withKindPrefix('Kind', 'KIND123')).toBe('KIND123');
  });

  it('adds no prefix for other companies or an empty ID', () => {
    expect(withKindPrefix('Acme Ltd', ' 123 ')).toBe('123');
    expect(withKindPrefix('Kind', '  ')).toBe('');
  });
});

describe('the edit form BHR UK ID input', () => {
  it('strips a leading KIND and every non-digit for the KIND company', () => {
    expect(editFormBhrukInput('Kind', 'KIND0042')).toBe('0042');
    expect(editFormBhrukInput('Kind', 'kind 4-2x')).toBe('42');
    expect(editFormBhrukInput('Kind', 'AB12')).toBe('12');
  });

  it('leaves other companies as typed', () => {
    expect(editFormBhrukInput('Acme Ltd', 'KIND42')).toBe('KIND42');
  });

  it('previews the saved value: KIND plus the digits, or nothing without digits', () => {
    expect(savedBhrukId('Kind', '42')).toBe('KIND42');
    expect(savedBhrukId('Kind', '')).toBe('');
    expect(savedBhrukId('Acme Ltd', ' 42 ')).toBe('42');
  });
});
