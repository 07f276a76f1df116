/**
 * The integrations API's shapes (API tokens and webhooks), declared by hand from the agreed contract until the
 * backend's serializers are merged; then they become aliases of the generated `@/types/schema.d.ts` types.
 */
import type { Pagination } from '@/types/api';

export const TOKEN_SCOPES = ['cases:read', 'documents:read', 'documents:write', 'requests:read'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export type TokenState = 'active' | 'expired' | 'revoked';

/** A row of GET /api/api-tokens: never the secret. `company` null: an internal token. */
export type ApiToken = {
  id: number;
  name: string;
  company: string | null;
  scopes: string[];
  prefix: string;
  expiresAt: string | null;
  createdAt: string;
  createdBy: { id: number; name: string } | null;
  lastUsedAt: string | null;
  lastUsedIp: string | null;
  revokedAt: string | null;
  state: TokenState;
};

export type ApiTokenInput = {
  name: string;
  company: string | null;
  scopes: string[];
  expiresAt: string | null;
};

/** POST /api/api-tokens's answer: `token` is the secret, shown this once. */
export type ApiTokenCreated = {
  id: number;
  name: string;
  company: string | null;
  scopes: string[];
  prefix: string;
  token: string;
  expiresAt: string | null;
  createdAt: string;
};

export const WEBHOOK_EVENTS = [
  'case.created',
  'case.updated',
  'case.status_changed',
  'case.locked',
  'case.cancelled',
  'case.merged',
  'case.deleted',
  'document.added',
  'request.received',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export type DeliveryStatus = 'pending' | 'retrying' | 'delivered' | 'failed';

/** A row of GET /api/webhooks. `company` null: every company's cases. */
export type Webhook = {
  id: number;
  url: string;
  events: string[];
  company: string | null;
  active: boolean;
  disabledReason: string | null;
  createdAt: string;
  lastDelivery: { status: DeliveryStatus; at: string } | null;
};

/** GET /api/webhooks/{id} and POST /api/webhooks: one endpoint with its signing secret. */
export type WebhookWithSecret = Omit<Webhook, 'lastDelivery'> & {
  secret: string;
  lastDelivery?: Webhook['lastDelivery'];
};

export type WebhookInput = { url: string; events: string[]; company: string | null };

export type WebhookUpdate = Partial<WebhookInput> & { active?: boolean };

export type DeliveryAttempt = {
  at: string;
  statusCode: number | null;
  durationMs: number | null;
  error: string | null;
};

export type WebhookDelivery = {
  id: number;
  eventId: string;
  eventType: string;
  caseId: number | null;
  status: DeliveryStatus;
  attempts: DeliveryAttempt[];
  createdAt: string;
  nextAttemptAt: string | null;
};

export type WebhookDeliveriesPage = { data: WebhookDelivery[]; pagination: Pagination };
