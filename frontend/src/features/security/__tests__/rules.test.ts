import {
  describeUserAgent,
  factorCount,
  formatSecret,
  formatWhen,
  lastFactorWarning,
  qrImageSrc,
  recoveryCodesLeftText,
  recoveryCodesText,
  SECURITY_MESSAGES,
  sortSessions,
  validatePasskeyName,
  validateTotpCode,
} from '@/features/security/rules';

describe('Security page rules (guide: roles#two-factor-sign-in)', () => {
  it('turns the server-made SVG into an image source, never markup', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><path d="M0 0"/></svg>';
    const src = qrImageSrc(svg);
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(src).not.toContain('<');
    expect(decodeURIComponent(src.split(',')[1])).toBe(svg);
  });

  it('gives an inline SVG without a namespace the one an image needs', () => {
    const inline = '<svg width="164" height="164" class="segno"><path d="M4 4.5h7"/></svg>';
    expect(decodeURIComponent(qrImageSrc(inline).split(',')[1])).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="164" height="164" class="segno"><path d="M4 4.5h7"/></svg>',
    );
  });

  it('groups the secret by four for typing', () => {
    expect(formatSecret('JBSWY3DPEHPK3PXPJBSW')).toBe('JBSW Y3DP EHPK 3PXP JBSW');
    expect(formatSecret('ABCDEF')).toBe('ABCD EF');
  });

  it('writes the recovery codes one a line with what they are for', () => {
    const text = recoveryCodesText(['aaaaa-bbbbb', 'ccccc-ddddd'], 'sam@example.com');
    expect(text.split('\n')).toEqual([
      'Casebook recovery codes for sam@example.com',
      'Each code signs you in once when you cannot use your authenticator app or passkey.',
      '',
      'aaaaa-bbbbb',
      'ccccc-ddddd',
      '',
    ]);
  });

  it('checks a confirmation code and a passkey name', () => {
    expect(validateTotpCode('123456')).toBeNull();
    expect(validateTotpCode('12345')).toBe(SECURITY_MESSAGES.totpCodeFormat);
    expect(validatePasskeyName('  ')).toBe(SECURITY_MESSAGES.passkeyNameRequired);
    expect(validatePasskeyName('x'.repeat(65))).toBe(SECURITY_MESSAGES.passkeyNameTooLong);
    expect(validatePasskeyName(' Work laptop ')).toBeNull();
  });

  it('counts recovery codes left in words', () => {
    expect(recoveryCodesLeftText(10)).toBe('10 recovery codes left.');
    expect(recoveryCodesLeftText(1)).toBe('1 recovery code left.');
    expect(recoveryCodesLeftText(0)).toBe(
      'No recovery codes left. Generate new ones so you are not locked out.',
    );
  });

  it('warns before removing the last factor only when the role requires one', () => {
    const passkey = { id: 1, name: 'Key', createdAt: '2026-11-25T00:00:00Z', lastUsedAt: null };
    expect(factorCount({ totp: true, passkeys: [passkey] })).toBe(2);
    expect(lastFactorWarning({ totp: true, passkeys: [], required: true })).toMatch(/requires two-factor/);
    expect(lastFactorWarning({ totp: true, passkeys: [passkey], required: true })).toBeNull();
    expect(lastFactorWarning({ totp: true, passkeys: [], required: false })).toBeNull();
  });

  it('names browsers and systems from the User-Agent', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe('Chrome on Windows');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox on Linux',
    );
    expect(describeUserAgent('python-requests/2.32')).toBe('python-requests/2.32');
    expect(describeUserAgent('')).toBe('Unknown device');
  });

  it('formats times in London and puts the current session first, then the latest used', () => {
    expect(formatWhen('2026-07-01T12:05:00Z')).toBe('01/07/2026, 13:05');
    expect(formatWhen(null)).toBe('Never');
    const sessions = [
      { id: 1, current: false, createdAt: '2026-11-01T00:00:00Z', lastUsedAt: '2026-11-02T00:00:00Z' },
      { id: 2, current: false, createdAt: '2026-11-01T00:00:00Z', lastUsedAt: '2026-11-20T00:00:00Z' },
      { id: 3, current: true, createdAt: '2026-10-01T00:00:00Z', lastUsedAt: null },
    ];
    expect(sortSessions(sessions).map((s) => s.id)).toEqual([3, 2, 1]);
  });
});
