"""Scoped API tokens for a client company's software (or internal use): `Authorization: Bearer cbk_...`.

scopes (what a token may call, one map), authentication (who a token is, its rate limit and scope check),
middleware (the map's gate for views that authenticate nobody), services and selectors, the admin endpoints.
"""
