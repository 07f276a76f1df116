"""Signed webhooks for case events: endpoints, the outbox that follows the audit trail, the delivery worker, the
network guard and the endpoints' API (README "Webhooks", docs/adr/0019-webhooks.md)."""
