"""A case's internal comments and its timeline (issue 28): staff only, never shown to clients."""
