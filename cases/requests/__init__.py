"""Requests to the client: staff ask for a document on a case, the client answers in the portal."""
