"""A case's internal comments and its timeline: staff only, never shown to clients."""
