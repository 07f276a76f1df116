"""Writes to cases, one module per kind of change; callers import from the module that holds the function.

Every service checks the workflow rules (cases.rules, cases.workflow), writes inside one transaction
together with its audit events, and raises Django's ValidationError (400) / PermissionDenied (403) or
cases.errors.ConflictError (409). Who may write, and which fields, is decided in cases.access.
"""
