/** A request to a client for a file (GET /api/requests, GET /api/cases/{id}/requests): the generated schema's. */
import type { components } from '@/types/schema';

export type ClientRequest = components['schemas']['Request'];

export type RequestStatus = ClientRequest['status'];

/** The staff case page's name for the same answer: one shape, whoever reads it. */
export type CaseRequest = ClientRequest;

/** What the case answer's requestState says of its requests (null: none waiting). */
export type RequestState = NonNullable<components['schemas']['Case']['requestState']>;

/** PUT /api/requests/{id}: what staff decide about a request. */
export type RequestDecision = 'accepted' | 'rejected' | 'cancelled';
