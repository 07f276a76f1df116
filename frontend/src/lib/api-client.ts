/**
 * The one place `fetch` is called (guide: api#shared-behaviour, labels#errors).
 * - JSON content type only when a body exists; credentials always included;
 * - bearer token from local storage (`auth_token`, else the stored user's `token`);
 * - any non-success response throws `Error("STATUS: body-or-status-text")`.
 */
import { isEnrolmentRefusal, setEnrolmentOnly } from '@/lib/mfa-enrolment';
import { getStoredToken } from '@/lib/session';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** An Error whose message is exactly `${status}: ${bodyText || statusText}`, with the status kept. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
  }
}

type RequestOptions = {
  body?: unknown;
  /** Overrides the stored token (the password-reset link carries its own). */
  token?: string | null;
};

/** Query string from a parameter object, skipping null, undefined, empty strings and `all`. */
export function buildUrl(url: string, params?: QueryParams): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '' || value === 'all') continue;
    search.append(key, String(value));
  }
  const query = search.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

async function send(method: string, url: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary itself
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const token = options.token !== undefined ? options.token : getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(url, { method, headers, body, credentials: 'include' });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    // An enrolment session reached past enrolment (guide: roles#two-factor-sign-in): the router then shows only the
    // Security page.
    if (isEnrolmentRefusal(response.status, text)) setEnrolmentOnly(true);
    throw new ApiError(response.status, text || response.statusText);
  }
  return response;
}

async function readBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!text) return null as T;
  const type = response.headers.get('Content-Type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

export async function apiGet<T>(url: string, params?: QueryParams): Promise<T> {
  return readBody<T>(await send('GET', buildUrl(url, params)));
}

export async function apiPost<T>(
  url: string,
  body?: unknown,
  options: { token?: string | null } = {},
): Promise<T> {
  return readBody<T>(await send('POST', url, { body, token: options.token }));
}

export async function apiPut<T>(url: string, body?: unknown): Promise<T> {
  return readBody<T>(await send('PUT', url, { body }));
}

export async function apiPatch<T>(url: string, body?: unknown): Promise<T> {
  return readBody<T>(await send('PATCH', url, { body }));
}

export async function apiDelete<T>(url: string, body?: unknown): Promise<T> {
  return readBody<T>(await send('DELETE', url, { body }));
}

/** Multipart upload (e.g. CSV files): no JSON content type, bearer and credentials as usual. */
export async function apiUpload<T>(url: string, formData: FormData): Promise<T> {
  return readBody<T>(await send('POST', url, { body: formData }));
}

/** `status` tells a file (200) from a background job the server started instead (202, JSON body). */
export type Download = { blob: Blob; filename: string | null; status: number };

/** A file download; `filename` comes from Content-Disposition when the server names it. */
export async function apiDownload(url: string, params?: QueryParams): Promise<Download> {
  const response = await send('GET', buildUrl(url, params));
  return {
    blob: await response.blob(),
    filename: filenameFrom(response.headers.get('Content-Disposition')),
    status: response.status,
  };
}

/** A file the server answers to a multipart POST (e.g. the CSV error report of an uploaded file). */
export async function apiUploadDownload(url: string, formData: FormData): Promise<Download> {
  const response = await send('POST', url, { body: formData });
  return {
    blob: await response.blob(),
    filename: filenameFrom(response.headers.get('Content-Disposition')),
    status: response.status,
  };
}

export function filenameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain filename parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  if (!plain) return null;
  return (plain[2] ?? plain[1]).trim() || null;
}

/** guide: labels#errors: an error starting with '401: ' and containing Unauthorized is treated as unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  return (
    error instanceof Error && error.message.startsWith('401: ') && error.message.includes('Unauthorized')
  );
}

const STATUS_PREFIX = /^\d{3}: /;

/**
 * The server's text after the "NNN: " prefix; when that text is JSON with a `message`, the message.
 * Without a prefix (network failure), an HTML error page or an empty text, `fallback` when given.
 */
export function serverMessage(error: unknown, fallback?: string): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (!STATUS_PREFIX.test(message)) return fallback ?? message;
  const text = message.replace(STATUS_PREFIX, '').trim();
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message || fallback || text;
    }
  } catch {
    // not JSON: use the text itself
  }
  if (!text || text.startsWith('<')) return fallback ?? text;
  return text;
}
