/** Settings > Integrations' pure rules: labels in words, the two forms' checks and payloads, the server's errors. */
import {
  TOKEN_SCOPES,
  WEBHOOK_EVENTS,
  type ApiTokenInput,
  type DeliveryAttempt,
  type DeliveryStatus,
  type TokenScope,
  type TokenState,
  type WebhookEvent,
  type WebhookInput,
} from '@/features/integrations/api/types';
import { ApiError } from '@/lib/api-client';
import { failedOnly, type FieldErrors } from '@/lib/form-errors';

/** The company select's value for a token or webhook that is not tied to one company. */
export const NO_COMPANY = '';

export const SCOPE_LABELS: Record<TokenScope, { label: string; description: string }> = {
  'cases:read': { label: 'Read cases', description: "The company's cases, as its portal shows them." },
  'documents:read': {
    label: 'Read documents',
    description: 'List and download the documents of those cases.',
  },
  'documents:write': { label: 'Add documents', description: 'Upload documents to those cases.' },
  'requests:read': { label: 'Read requests', description: 'The requests for files sent to the company.' },
};

export const EVENT_LABELS: Record<WebhookEvent, string> = {
  'case.created': 'Case created',
  'case.updated': 'Case updated',
  'case.status_changed': 'Status changed',
  'case.locked': 'Case locked',
  'case.cancelled': 'Case cancelled',
  'case.merged': 'Cases merged',
  'case.deleted': 'Case deleted',
  'document.added': 'Document added',
  'request.received': 'Requested file received',
};

/** An event's words; an event this screen does not know yet (or the test event) as it came. */
export function eventLabel(event: string): string {
  if (event in EVENT_LABELS) return EVENT_LABELS[event as WebhookEvent];
  if (event === 'webhook.test' || event === 'test') return 'Test event';
  return event;
}

export function scopeLabel(scope: string): string {
  return scope in SCOPE_LABELS ? SCOPE_LABELS[scope as TokenScope].label : scope;
}

export const TOKEN_STATE_LABELS: Record<TokenState, string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: 'Waiting to be sent',
  retrying: 'Failed, will retry',
  delivered: 'Delivered',
  failed: 'Failed',
};

export function deliveryStatusLabel(status: string): string {
  return status in DELIVERY_STATUS_LABELS ? DELIVERY_STATUS_LABELS[status as DeliveryStatus] : status;
}

/** One attempt in words: "HTTP 500 in 120 ms: timed out", "No answer in 10,000 ms", "HTTP 200 in 35 ms". */
export function attemptSummary(attempt: DeliveryAttempt): string {
  const answer = attempt.statusCode === null ? 'No answer' : `HTTP ${attempt.statusCode}`;
  const took = attempt.durationMs === null ? '' : ` in ${attempt.durationMs.toLocaleString('en-GB')} ms`;
  return `${answer}${took}${attempt.error ? `: ${attempt.error}` : ''}`;
}

// ---- The New token form ----

export type TokenForm = {
  name: string;
  /** NO_COMPANY for internal use. */
  company: string;
  scopes: string[];
  /** YYYY-MM-DD, or '' for a token that does not expire. */
  expiresOn: string;
};

export type TokenField = 'name' | 'company' | 'scopes' | 'expiresOn';

export const EMPTY_TOKEN_FORM: TokenForm = {
  name: '',
  company: NO_COMPANY,
  scopes: ['cases:read'],
  expiresOn: '',
};

export const NAME_MAX_LENGTH = 100;

/** Every failed check of the New token form; `today` is London's date as YYYY-MM-DD. */
export function validateTokenForm(form: TokenForm, today: string): FieldErrors<TokenField> {
  const name = form.name.trim();
  return failedOnly<TokenField>({
    name: !name
      ? 'Enter a name that says which system uses the token.'
      : name.length > NAME_MAX_LENGTH
        ? `Use at most ${NAME_MAX_LENGTH} characters.`
        : undefined,
    company: undefined,
    scopes: form.scopes.length === 0 ? 'Choose at least one scope.' : undefined,
    expiresOn: form.expiresOn && form.expiresOn <= today ? 'Choose a day after today.' : undefined,
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The hours London is ahead of UTC at `moment` (0 in winter, 1 in summer). */
function londonOffsetHours(moment: Date): number {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' }).format(
      moment,
    ),
  );
  return (hour - moment.getUTCHours() + 24) % 24;
}

/**
 * The moment a token chosen to expire on `day` (YYYY-MM-DD) stops working: the end of that day in London, i.e.
 * midnight London time at the start of the next day, as an ISO timestamp in UTC.
 */
export function endOfLondonDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const nextMidnightUtc = new Date(Date.UTC(year, month - 1, date + 1));
  const offset = londonOffsetHours(nextMidnightUtc);
  const moment = new Date(nextMidnightUtc.getTime() - offset * 3_600_000);
  return `${moment.getUTCFullYear()}-${pad(moment.getUTCMonth() + 1)}-${pad(moment.getUTCDate())}T${pad(
    moment.getUTCHours(),
  )}:00:00Z`;
}

/** POST /api/api-tokens's body; only for a form that passed validateTokenForm. */
export function tokenPayload(form: TokenForm): ApiTokenInput {
  return {
    name: form.name.trim(),
    company: form.company === NO_COMPANY ? null : form.company,
    // In the order the form lists them, whatever order they were ticked in.
    scopes: TOKEN_SCOPES.filter((scope) => form.scopes.includes(scope)),
    expiresAt: form.expiresOn ? endOfLondonDay(form.expiresOn) : null,
  };
}

// ---- The webhook form ----

export type WebhookForm = { url: string; events: string[]; company: string };
export type WebhookField = 'url' | 'events' | 'company';

export const EMPTY_WEBHOOK_FORM: WebhookForm = { url: 'https://', events: [], company: NO_COMPANY };

/** Checked here so the admin hears it before saving; the server checks the address again when it sends. */
export function urlError(url: string): string | undefined {
  const text = url.trim();
  if (!text || text === 'https://') return 'Enter the address that receives the events.';
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return 'Enter a full address, such as https://example.com/casebook-events.';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return 'Enter a full address, such as https://example.com/casebook-events.';
  // The server accepts http:// only where WEBHOOK_ALLOW_PRIVATE_NETWORKS is on; its 400 then says why.
  return undefined;
}

export function validateWebhookForm(form: WebhookForm): FieldErrors<WebhookField> {
  return failedOnly<WebhookField>({
    url: urlError(form.url),
    events: form.events.length === 0 ? 'Choose at least one event.' : undefined,
    company: undefined,
  });
}

export function webhookPayload(form: WebhookForm): WebhookInput {
  return {
    url: form.url.trim(),
    // In the order the form lists them, whatever order they were ticked in.
    events: WEBHOOK_EVENTS.filter((event) => form.events.includes(event)),
    company: form.company === NO_COMPANY ? null : form.company,
  };
}

export function webhookForm(hook: { url: string; events: string[]; company: string | null }): WebhookForm {
  return { url: hook.url, events: [...hook.events], company: hook.company ?? NO_COMPANY };
}

// ---- The server's answers ----

const firstMessage = (messages: unknown): string | undefined => {
  const message = Array.isArray(messages) ? messages[0] : messages;
  return typeof message === 'string' && message ? message : undefined;
};

/**
 * A 400's field errors, on the form's own field names: either the app's `{message, errors: {field: [..]}}` or DRF's
 * bare `{field: [..]}`. `rename` maps a server field to the form's (expiresAt -> expiresOn).
 */
export function badRequestFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  rename: Partial<Record<string, Field>> = {},
): FieldErrors<Field> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  let body: unknown;
  try {
    body = JSON.parse(error.message.replace(/^\d{3}: /, ''));
  } catch {
    return {};
  }
  if (!body || typeof body !== 'object') return {};
  const source: object =
    'errors' in body && body.errors && typeof body.errors === 'object' ? body.errors : body;
  const result: FieldErrors<Field> = {};
  for (const [key, messages] of Object.entries(source)) {
    const field = rename[key] ?? (fields as readonly string[]).find((f) => f === key);
    const message = firstMessage(messages);
    if (field && message && !result[field as Field]) result[field as Field] = message;
  }
  return result;
}
