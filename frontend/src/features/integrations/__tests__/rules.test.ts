// @vitest-environment node
import {
  attemptSummary,
  badRequestFieldErrors,
  EMPTY_TOKEN_FORM,
  endOfLondonDay,
  eventLabel,
  tokenPayload,
  validateTokenForm,
  validateWebhookForm,
  webhookPayload,
} from '@/features/integrations/rules';
import { ApiError } from '@/lib/api-client';

describe('integrations rules', () => {
  it('ends a chosen expiry day at midnight London time, in winter and in summer', () => {
    expect(endOfLondonDay('2026-12-31')).toBe('2027-01-01T00:00:00Z');
    expect(endOfLondonDay('2026-07-14')).toBe('2026-07-14T23:00:00Z');
    // The last day of British Summer Time: the next midnight is already GMT.
    expect(endOfLondonDay('2026-10-25')).toBe('2026-10-26T00:00:00Z');
  });

  it('checks the token form: a name, a scope, a day after today', () => {
    expect(validateTokenForm({ ...EMPTY_TOKEN_FORM, name: ' ', scopes: [] }, '2026-11-27')).toEqual({
      name: 'Enter a name that says which system uses the token.',
      scopes: 'Choose at least one scope.',
    });
    expect(
      validateTokenForm({ ...EMPTY_TOKEN_FORM, name: 'A', expiresOn: '2026-11-27' }, '2026-11-27'),
    ).toEqual({
      expiresOn: 'Choose a day after today.',
    });
    expect(
      validateTokenForm({ ...EMPTY_TOKEN_FORM, name: 'A', expiresOn: '2026-11-28' }, '2026-11-27'),
    ).toEqual({});
  });

  it('builds the token payload: internal use is a null company, no date no expiry, scopes in catalogue order', () => {
    expect(
      tokenPayload({ name: ' Books ', company: '', scopes: ['documents:read', 'cases:read'], expiresOn: '' }),
    ).toEqual({
      name: 'Books',
      company: null,
      scopes: ['cases:read', 'documents:read'],
      expiresAt: null,
    });
  });

  it('checks the webhook form and builds its payload', () => {
    expect(validateWebhookForm({ url: 'https://', events: [], company: '' })).toEqual({
      url: 'Enter the address that receives the events.',
      events: 'Choose at least one event.',
    });
    expect(
      validateWebhookForm({ url: 'ftp://x.example', events: ['case.created'], company: '' }).url,
    ).toMatch(/full address/);
    expect(
      webhookPayload({
        url: ' https://x.example/in ',
        events: ['case.deleted', 'case.created'],
        company: 'Acme',
      }),
    ).toEqual({ url: 'https://x.example/in', events: ['case.created', 'case.deleted'], company: 'Acme' });
  });

  it("reads a 400's field errors in the app's shape and in DRF's bare shape", () => {
    const wrapped = new ApiError(400, JSON.stringify({ message: 'x', errors: { expiresAt: ['Too late.'] } }));
    expect(badRequestFieldErrors(wrapped, ['name', 'expiresOn'], { expiresAt: 'expiresOn' })).toEqual({
      expiresOn: 'Too late.',
    });
    const bare = new ApiError(400, JSON.stringify({ url: ['Not public.'], other: ['ignored'] }));
    expect(badRequestFieldErrors(bare, ['url', 'events'])).toEqual({ url: 'Not public.' });
    expect(badRequestFieldErrors(new ApiError(500, 'boom'), ['url'])).toEqual({});
  });

  it('says events and attempts in words', () => {
    expect(eventLabel('case.status_changed')).toBe('Status changed');
    expect(eventLabel('something.new')).toBe('something.new');
    expect(attemptSummary({ at: '', statusCode: 503, durationMs: 1500, error: 'Service Unavailable' })).toBe(
      'HTTP 503 in 1,500 ms: Service Unavailable',
    );
  });
});
