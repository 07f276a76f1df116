/** Pure rules of the Security page (guide: roles#two-factor-sign-in). */
import type { MfaStatus } from '@/features/security/api/get-mfa-status';
import { formatDateTime, parseDate } from '@/lib/format';

export const SECURITY_MESSAGES = {
  enrolmentTitle: 'Set up two-factor sign-in to continue',
  enrolment:
    'Your organisation requires two-factor sign-in for your role. Set up an authenticator app or a passkey below; ' +
    'until you do, the rest of Casebook is not available.',
  enrolled: 'Your account is protected. You can now continue to Casebook.',
  totpCodeFormat: 'Enter the 6-digit code from your authenticator app.',
  passwordRequired: 'Enter your current password.',
  passkeyNameRequired: 'Give the passkey a name, such as "Work laptop".',
  passkeyNameTooLong: 'Keep the name to 64 characters or fewer.',
  copied: 'Recovery codes copied',
} as const;

export const PASSKEY_NAME_MAX = 64;
export const RECOVERY_CODES_FILENAME = 'casebook-recovery-codes.txt';

/**
 * The server-made QR code as an image source. An <img> never runs scripts or loads anything from an SVG,
 * so the markup is shown without being injected into the page.
 */
export function qrImageSrc(svg: string): string {
  // Inline SVG (segno's svg_inline) may omit the namespace, without which a browser will not draw it as an image.
  const standalone = svg.replace(/<svg\b(?![^>]*\sxmlns=)/, '<svg xmlns="http://www.w3.org/2000/svg"');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(standalone)}`;
}

/** The secret in groups of four, easier to type into an authenticator app by hand. */
export function formatSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The text a person copies or downloads: one code a line, with what they are for. */
export function recoveryCodesText(codes: readonly string[], email?: string | null): string {
  const account = email ? ` for ${email}` : '';
  return [
    `Casebook recovery codes${account}`,
    'Each code signs you in once when you cannot use your authenticator app or passkey.',
    '',
    ...codes,
    '',
  ].join('\n');
}

export function validateTotpCode(value: string): string | null {
  return /^\d{6}$/.test(value.replace(/\s+/g, '')) ? null : SECURITY_MESSAGES.totpCodeFormat;
}

export function validatePasskeyName(value: string): string | null {
  const name = value.trim();
  if (!name) return SECURITY_MESSAGES.passkeyNameRequired;
  if (name.length > PASSKEY_NAME_MAX) return SECURITY_MESSAGES.passkeyNameTooLong;
  return null;
}

export function recoveryCodesLeftText(left: number): string {
  if (left <= 0) return 'No recovery codes left. Generate new ones so you are not locked out.';
  return `${left} recovery ${left === 1 ? 'code' : 'codes'} left.`;
}

/** How many factors the user has (the authenticator app counts once, each passkey once). */
export function factorCount(status: Pick<MfaStatus, 'totp' | 'passkeys'>): number {
  return (status.totp ? 1 : 0) + status.passkeys.length;
}

/** A warning before removing the user's last factor while their role requires one; null otherwise. */
export function lastFactorWarning(status: Pick<MfaStatus, 'totp' | 'passkeys' | 'required'>): string | null {
  if (!status.required || factorCount(status) !== 1) return null;
  return 'Your role requires two-factor sign-in: after removing your only method you will have to set one up again before you can continue.';
}

/** "Chrome on Windows" from a User-Agent header; the raw text when nothing is recognised. */
export function describeUserAgent(userAgent: string): string {
  const ua = userAgent || '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /(Chrome|Chromium|CriOS)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const system = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  if (browser && system) return `${browser} on ${system}`;
  if (browser || system) return (browser ?? system) as string;
  return ua.trim() ? ua.trim().slice(0, 80) : 'Unknown device';
}

/** A time as "25/11/2026, 14:05" in London time; "Never" when absent. */
export function formatWhen(value: string | null | undefined): string {
  return parseDate(value) ? formatDateTime(value) : 'Never';
}

/** The current session first, then the most recently used. */
export function sortSessions<T extends { current: boolean; lastUsedAt: string | null; createdAt: string }>(
  sessions: readonly T[],
): T[] {
  const when = (s: T) => new Date(s.lastUsedAt ?? s.createdAt).getTime() || 0;
  return [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || when(b) - when(a));
}
