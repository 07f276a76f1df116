/** The integrations API's shapes (API tokens and webhooks): the generated schema's types under the names the
 * screen uses, and the catalogues the forms list in order. */
import type { components } from '@/types/schema';

type Schemas = components['schemas'];

export type TokenScope = Schemas['ApiTokenScopeEnum'];
// Listed in the form in this order; `satisfies` fails the build if the server's catalogue gains or loses one.
export const TOKEN_SCOPES = [
  'cases:read',
  'documents:read',
  'documents:write',
  'requests:read',
] as const satisfies readonly TokenScope[];

export type TokenState = Schemas['ApiTokenStateEnum'];

/** A row of GET /api/api-tokens: never the secret. `company` null: an internal token. */
export type ApiToken = Schemas['ApiToken'];
export type ApiTokenInput = Schemas['ApiTokenCreate'];
/** POST /api/api-tokens's answer: `token` is the secret, shown this once. */
export type ApiTokenCreated = Schemas['ApiTokenCreated'];

export type WebhookEvent = Schemas['EventsEnum'];
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
] as const satisfies readonly WebhookEvent[];

export type DeliveryStatus = Schemas['WebhookDeliveryStatusEnum'];

/** A row of GET /api/webhooks. `company` null: every company's cases; `disabledReason` empty while active. */
export type Webhook = Schemas['WebhookEndpointListItem'];
/** GET /api/webhooks/{id} and POST /api/webhooks: one endpoint with its signing secret. */
export type WebhookWithSecret = Schemas['WebhookEndpointWithSecret'] & {
  lastDelivery?: Webhook['lastDelivery'];
};
export type WebhookInput = Schemas['WebhookEndpointInput'];
export type WebhookUpdate = Schemas['WebhookEndpointUpdate'];
export type DeliveryAttempt = Schemas['WebhookAttempt'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type WebhookDeliveriesPage = Schemas['WebhookDeliveryPage'];
